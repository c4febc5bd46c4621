import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aCompany, aUser, storeSession } from '@/test/builders';
import { fail, mockFetch, ok, type RecordedRequest } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { aBudget, aCategory } from '../overhead-builders';
import { BudgetWorkspace } from './budget-workspace';
import { recoveryMethodExplanations } from './recovery-method-switch';

const budget = aBudget();

function signedIn(routes: Parameters<typeof mockFetch>[0] = {}) {
  storeSession();
  return mockFetch({
    'GET /api/v2/auth/me': ok({ user: aUser(), company: aCompany() }),
    'GET /api/v2/overhead_budgets': ok({ budgets: [budget] }),
    ...routes,
  });
}

type User = ReturnType<typeof renderWithProviders>['user'];

async function enter(user: User, label: string, value: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.type(input, value);
}

function result(name: string) {
  return within(screen.getByRole('listitem', { name }));
}

function sectionTotal(label: string) {
  return screen.getByText(label).closest('p');
}

/** $500,000 of labour over 20,000 hours ($25 an hour) and $50,000 of rent: a 10 % labour markup under MORS. */
async function fillSmallCompany(user: User) {
  await enter(user, 'Billable labour hours (field hours sold a year)', '20000');
  await enter(user, 'Direct labour (field wages)', '400000');
  await enter(user, 'Labour burden (payroll taxes, workers’ comp, benefits)', '100000');
  await enter(user, 'Rent (office and yard)', '50000');
}

describe('BudgetWorkspace', () => {
  it('keeps a running total per section and prices a labour hour as you type', async () => {
    signedIn();
    const { user } = renderWithProviders(<BudgetWorkspace budget={budget} canEdit />);
    await fillSmallCompany(user);

    expect(sectionTotal('Total direct costs')).toHaveTextContent('$500,000.00');
    expect(sectionTotal('Total operating expenses')).toHaveTextContent('$50,000.00');
    expect(result('Labour price per hour').getByText('Charge $30.56 per labour hour to reach your 10% profit.')).toBeInTheDocument();
    expect(result('Overhead per billable hour').getByText(/Every billable hour must carry \$2\.50 of overhead/)).toBeInTheDocument();
    expect(result('Labour overhead markup').getByText('10%')).toBeInTheDocument();

    // More rent → more overhead on every hour → a higher price.
    await enter(user, 'Rent (office and yard)', '95000');
    expect(sectionTotal('Total operating expenses')).toHaveTextContent('$95,000.00');
    expect(result('Labour price per hour').getByText('$33.06')).toBeInTheDocument();
    expect(result('Break-even revenue').getByText('$595,000.00')).toBeInTheDocument();
  });

  it('says why a result cannot be worked out instead of showing a number', async () => {
    signedIn();
    renderWithProviders(<BudgetWorkspace budget={budget} canEdit />);
    expect(result('Labour price per hour').getByText('Enter billable labour hours to work out an hourly labour cost')).toBeInTheDocument();
    expect(result('Overhead per billable hour').getByText('Enter billable labour hours to spread overhead over them')).toBeInTheDocument();
    expect(screen.getByText('Enter direct costs and operating expenses to see where the money goes.')).toBeInTheDocument();
  });

  it('switching the recovery method changes its explanation and the price', async () => {
    signedIn();
    const { user } = renderWithProviders(<BudgetWorkspace budget={budget} canEdit />);
    await fillSmallCompany(user);
    await enter(user, 'Materials', '100000');
    expect(screen.getByText(recoveryMethodExplanations.MORS)).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Single overhead recovery (SORS)' }));
    expect(screen.getByText(recoveryMethodExplanations.SORS)).toBeInTheDocument();
    expect(screen.queryByText(recoveryMethodExplanations.MORS)).not.toBeInTheDocument();
    // $50,000 over $600,000 of direct cost: 8.33 % on every cost.
    expect(result('Overhead markup on every cost').getByText('8.33%')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Overhead per field labour hour (FLH)' }));
    expect(screen.getByText(recoveryMethodExplanations.FLH)).toBeInTheDocument();
    // ($25 + $2.50 of overhead) / 0.9
    expect(result('Labour price per hour').getByText('$30.56')).toBeInTheDocument();
  });

  it('saves with the version it started from', async () => {
    const server = signedIn({
      [`PUT /api/v2/overhead_budgets/${budget.id}`]: (request: RecordedRequest) =>
        ok({ budget: { ...budget, ...(request.body as object), updatedAt: '2026-02-01T10:00:00.000Z' }, results: {} }),
    });
    const { user } = renderWithProviders(<BudgetWorkspace budget={budget} canEdit />);
    await enter(user, 'Rent (office and yard)', '36000');
    expect(screen.getByText('Unsaved changes: the results show them already.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save budget' }));

    expect(await screen.findByText('Budget saved')).toBeInTheDocument();
    const body = server.calls('PUT', `/api/v2/overhead_budgets/${budget.id}`)[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ updatedAt: budget.updatedAt, active: true, year: 2026, recoveryMethod: 'MORS' });
    expect((body.operatingExpense as Record<string, number>).rent).toBe(36000);
    expect(screen.getByText('All changes saved.')).toBeInTheDocument();
  });

  it('keeps what was typed when someone else saved first, and offers to reload', async () => {
    const theirs = aBudget({ updatedAt: '2026-02-01T10:00:00.000Z', operatingExpense: { ...budget.operatingExpense, rent: 42000 } });
    signedIn({
      [`PUT /api/v2/overhead_budgets/${budget.id}`]: fail(409, 'This budget was changed by someone else. Reload to see the latest version.', 'CONFLICT'),
    });
    const { user } = renderWithProviders(<BudgetWorkspace budget={budget} canEdit />);
    await enter(user, 'Rent (office and yard)', '36000');
    await user.click(screen.getByRole('button', { name: 'Save budget' }));

    expect(await screen.findByText('Someone else changed this budget')).toBeInTheDocument();
    expect(screen.getByLabelText('Rent (office and yard)')).toHaveValue('36000');

    mockFetch({ 'GET /api/v2/auth/me': ok({ user: aUser(), company: aCompany() }), 'GET /api/v2/overhead_budgets': ok({ budgets: [theirs] }) });
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await vi.waitFor(() => expect(screen.getByLabelText('Rent (office and yard)')).toHaveValue('42000'));
    expect(screen.queryByText('Someone else changed this budget')).not.toBeInTheDocument();
  });

  it('refuses to save a line that is not a number and says so beside it', async () => {
    const server = signedIn();
    const { user } = renderWithProviders(<BudgetWorkspace budget={budget} canEdit />);
    await enter(user, 'Utilities', '12k');
    expect(screen.getByText('Utilities must be a number')).toBeInTheDocument();
    expect(screen.getByLabelText('Utilities')).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Save budget' }));
    expect(await screen.findByText('Please check the highlighted fields.')).toBeInTheDocument();
    expect(server.calls('PUT', `/api/v2/overhead_budgets/${budget.id}`)).toHaveLength(0);
  });

  it('copies category totals into the budget and says which categories feed a line', async () => {
    const insurance = aCategory({ name: 'Insurance', operatingExpenseLine: 'insurance', total: 21000, itemCount: 2 });
    const synced = aBudget({ updatedAt: '2026-02-01T10:00:00.000Z', operatingExpense: { ...budget.operatingExpense, insurance: 21000 } });
    const server = signedIn({
      'GET /api/v2/overhead_categories': ok({ categories: [insurance] }),
      'POST /api/v2/bulk-sync': ok({ budget: synced, results: {}, syncedLines: ['insurance'] }),
    });
    const { user } = renderWithProviders(<BudgetWorkspace budget={budget} canEdit />);
    expect(await screen.findByText('From categories: Insurance $21,000.00')).toBeInTheDocument();

    // Unsaved figures first: the copy would overwrite the budget under them.
    await enter(user, 'Utilities', '100');
    expect(screen.getByRole('button', { name: 'Copy category totals' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));

    await user.click(screen.getByRole('button', { name: 'Copy category totals' }));
    expect(await screen.findByText('1 operating expense line updated.')).toBeInTheDocument();
    expect(server.calls('POST', '/api/v2/bulk-sync')[0]?.body).toEqual({ budgetId: budget.id, updatedAt: budget.updatedAt });
    expect(screen.getByLabelText('Business insurance (liability, umbrella)')).toHaveValue('21000');
  });

  it('shows the budget read-only to people who cannot change it', async () => {
    signedIn();
    renderWithProviders(<BudgetWorkspace budget={budget} canEdit={false} />);
    expect(screen.getByText('Only admins and office managers can change the overhead budget.')).toBeInTheDocument();
    expect(screen.getByLabelText('Rent (office and yard)')).toHaveAttribute('readonly');
    expect(screen.getByRole('radio', { name: 'Multiple overhead recovery (MORS)' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save budget' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy category totals' })).not.toBeInTheDocument();
  });
});
