import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aBudget } from '@/features/overhead/overhead-builders';
import { aCompany, aUser, storeSession } from '@/test/builders';
import { fail, mockFetch, ok, type RecordedRequest } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import BudgetPricingRoute from './budget-pricing';

function signedIn(role: 'admin' | 'estimator', routes: Parameters<typeof mockFetch>[0]) {
  const user = aUser({ role });
  storeSession({ user });
  return mockFetch({ 'GET /api/v2/auth/me': ok({ user, company: aCompany() }), ...routes });
}

describe('/budget-pricing', () => {
  it("says 'Failed to fetch P&L budget' when the budget cannot load", async () => {
    signedIn('admin', { 'GET /api/v2/overhead_budgets': fail(500, 'Something went wrong', 'INTERNAL') });
    renderWithProviders(<BudgetPricingRoute />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch P&L budget');
  });

  it('lets an admin start the first budget', async () => {
    const server = signedIn('admin', {
      'GET /api/v2/overhead_budgets': ok({ budgets: [] }),
      'POST /api/v2/overhead_budgets': (request: RecordedRequest) => ok({ budget: aBudget(request.body as object), results: {} }, 201),
    });
    const { user } = renderWithProviders(<BudgetPricingRoute />);
    expect(await screen.findByText('No P&L budget yet.')).toBeInTheDocument();
    const year = new Date().getFullYear();
    await user.click(screen.getByRole('button', { name: `Create ${year} budget` }));
    expect(await screen.findByText(`${year} budget created`)).toBeInTheDocument();
    expect(server.calls('POST', '/api/v2/overhead_budgets')[0]?.body).toEqual({ year, active: true });
  });

  it('shows an estimator the active budget read-only', async () => {
    signedIn('estimator', { 'GET /api/v2/overhead_budgets': ok({ budgets: [aBudget({ active: false, id: '11111111-1111-4111-8111-111111111111' }), aBudget()] }) });
    renderWithProviders(<BudgetPricingRoute />);
    expect(await screen.findByText('You can read this budget')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save budget' })).not.toBeInTheDocument();
  });
});
