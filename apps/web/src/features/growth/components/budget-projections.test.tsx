import { budgetProjectionAssumptionsSchema, projectBudget, type BudgetProjectionAssumptionsInput, type BudgetProjectionView } from '@groundwork/domain/growth';
import { defaultOverheadBudget, type OverheadBudget } from '@groundwork/domain/overhead';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockFetch, ok, type RecordedRequest } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { BudgetProjections } from './budget-projections';

/** The hand-worked budget of packages/domain/src/growth/budget-projections.test.ts: revenue $777,777.78. */
const defaults = defaultOverheadBudget(2026);
const budget: OverheadBudget = {
  ...defaults,
  id: '0b9f3c4e-3f55-4c55-9d7e-1d2f3a4b5c6d',
  name: 'Plan 2026',
  active: true,
  billableLaborHours: 10_000,
  directCost: { directLabor: 400_000, directLaborBurden: 0, materials: 100_000, equipments: 0, subcontractors: 0 },
  operatingExpense: { ...defaults.operatingExpense, rent: 200_000 },
  createdAt: '2026-01-05T15:00:00.000Z',
  updatedAt: '2026-01-05T15:00:00.000Z',
};

function aView(assumptions: BudgetProjectionAssumptionsInput = {}, updatedAt: string | null = null): BudgetProjectionView & { baseBudget: OverheadBudget } {
  const parsed = budgetProjectionAssumptionsSchema.parse(assumptions);
  return { assumptions: parsed, updatedAt, baseBudget: budget, projection: projectBudget(budget, parsed) };
}

const table = () => screen.getByRole('table', { name: 'Projected P&L' });
const row = (name: string) => within(table()).getByRole('row', { name: new RegExp(`^${name}`) });

describe('BudgetProjections', () => {
  it('projects the budget as typed, to the cent: 5 % growth and 3 % inflation make 2027 revenue $829,722.22', async () => {
    const { user } = renderWithProviders(<BudgetProjections view={aView()} canEdit />);
    // The starting assumptions: 0 % growth, 3 % inflation. 2027: costs 721,000 ÷ 0.9 = $801,111.11.
    expect(within(row('Revenue')).getByText('$777,777.78')).toBeInTheDocument();
    expect(within(row('Revenue')).getByText('$801,111.11')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Growth (% a year)'));
    await user.type(screen.getByLabelText('Growth (% a year)'), '5');
    expect(within(row('Revenue')).getByText('$829,722.22')).toBeInTheDocument();
    expect(within(row('Revenue')).getByText('$885,556.81')).toBeInTheDocument();
    expect(within(row('Direct labour')).getByText('$432,600.00')).toBeInTheDocument();
    expect(within(row('Labour price per hour')).getByText('$66.43/h')).toBeInTheDocument();
    expect(screen.getByText('Unsaved changes: the projection shows them already.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Make 2027 draft budget' })).toBeDisabled();
  });

  it('says what is wrong with a rate typed wrong and keeps projecting the saved ones', async () => {
    const { user } = renderWithProviders(<BudgetProjections view={aView({ growthPercent: 5 })} canEdit />);
    await user.clear(screen.getByLabelText('Inflation (% a year)'));
    await user.type(screen.getByLabelText('Inflation (% a year)'), '80');
    expect(screen.getByText('Inflation must be between -20% and 50%')).toBeInTheDocument();
    expect(screen.getByText('The projection shows the saved assumptions')).toBeInTheDocument();
    expect(within(row('Revenue')).getByText('$829,722.22')).toBeInTheDocument();
  });

  it('saves the assumptions with the version loaded, then makes the 2027 draft budget after a confirmation', async () => {
    const saved = aView({ growthPercent: 5, inflationPercent: 3, years: 2 }, '2026-02-01T10:00:00.000Z');
    const server = mockFetch({
      'PUT /api/v2/budget_projection': () => ok(saved),
      'POST /api/v2/budget_projection/years/1/draft_budget': (request: RecordedRequest) =>
        ok({ budget: { ...budget, ...saved.projection!.years[0]!.budget, id: '11111111-1111-4111-8111-111111111111', active: false, body: request.body } }),
    });
    let made: OverheadBudget | null = null;
    const { user } = renderWithProviders(<BudgetProjections view={aView({}, '2026-01-20T10:00:00.000Z')} canEdit onDraftMade={(draft) => (made = draft)} draftLink={(draft) => `/budget-pricing?budget=${draft.id}`} />);
    await user.selectOptions(screen.getByLabelText('Years to project'), '2');
    await user.clear(screen.getByLabelText('Growth (% a year)'));
    await user.type(screen.getByLabelText('Growth (% a year)'), '5');
    await user.click(screen.getByRole('button', { name: 'Save assumptions' }));
    expect(await screen.findByText('Assumptions saved')).toBeInTheDocument();
    expect(server.calls('PUT', '/api/v2/budget_projection')[0]?.body).toEqual({ years: 2, growthPercent: 5, inflationPercent: 3, lines: {}, updatedAt: '2026-01-20T10:00:00.000Z' });

    await user.click(screen.getByRole('button', { name: 'Make 2027 draft budget' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('revenue $829,722.22');
    await user.click(within(dialog).getByRole('button', { name: 'Make draft budget' }));
    expect(await screen.findByRole('link', { name: 'Open it on Budget Pricing' })).toHaveAttribute('href', '/budget-pricing?budget=11111111-1111-4111-8111-111111111111');
    expect(server.calls('POST', '/api/v2/budget_projection/years/1/draft_budget')[0]?.body).toEqual({
      updatedAt: '2026-02-01T10:00:00.000Z',
      budgetUpdatedAt: budget.updatedAt,
      alongsideExisting: false,
    });
    expect(made).not.toBeNull();
  });

  it('asks before a second budget for a year that has one', async () => {
    let calls = 0;
    const server = mockFetch({
      'POST /api/v2/budget_projection/years/1/draft_budget': () => {
        calls += 1;
        if (calls === 1) return new Response(JSON.stringify({ success: false, code: 'CONFLICT', message: 'There is already a 2027 budget (“Plan 2027”).', errors: [], details: { existingBudgetId: budget.id } }), { status: 409, headers: { 'Content-Type': 'application/json' } });
        return ok({ budget: { ...budget, year: 2027, active: false, id: '22222222-2222-4222-8222-222222222222' } });
      },
    });
    const { user } = renderWithProviders(<BudgetProjections view={aView({}, '2026-01-20T10:00:00.000Z')} canEdit />);
    await user.click(screen.getByRole('button', { name: 'Make 2027 draft budget' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Make draft budget' }));
    const again = await screen.findByRole('button', { name: 'Make another 2027 draft' });
    expect(screen.getByRole('alertdialog')).toHaveTextContent('There is already a 2027 budget');
    await user.click(again);
    expect(await screen.findByText('2027 draft budget made')).toBeInTheDocument();
    expect(server.calls('POST', '/api/v2/budget_projection/years/1/draft_budget')[1]?.body).toMatchObject({ alongsideExisting: true });
  });

  it('shows an estimator the projection read-only: no save, no drafts', () => {
    renderWithProviders(<BudgetProjections view={aView({ growthPercent: 5 })} canEdit={false} />);
    expect(screen.getByText('You can read this projection')).toBeInTheDocument();
    expect(screen.getByLabelText('Growth (% a year)')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Years to project')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save assumptions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /draft budget/ })).not.toBeInTheDocument();
  });

  it('keeps the typed assumptions after a failed save', async () => {
    mockFetch({ 'PUT /api/v2/budget_projection': fail(500, 'Something went wrong', 'INTERNAL') });
    const { user } = renderWithProviders(<BudgetProjections view={aView()} canEdit />);
    await user.clear(screen.getByLabelText('Growth (% a year)'));
    await user.type(screen.getByLabelText('Growth (% a year)'), '7');
    await user.click(screen.getByRole('button', { name: 'Save assumptions' }));
    expect(await screen.findByText('Failed to save the assumptions')).toBeInTheDocument();
    expect(screen.getByLabelText('Growth (% a year)')).toHaveValue('7');
  });
});
