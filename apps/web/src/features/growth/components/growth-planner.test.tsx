import { growthPlan, growthPlanSettingsSchema, type GrowthCompany, type GrowthPlanSettingsInput, type GrowthPlanView } from '@groundwork/domain/growth';
import { defaultOverheadBudget, type OverheadBudget } from '@groundwork/domain/overhead';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { GrowthPlanner } from './growth-planner';

/** The hand-worked year of packages/domain/src/growth/growth-ceiling.test.ts: $777,822.22 over 10,000 hours in 2026. */
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

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const people = (count: number) => Array.from({ length: count }, (_, index) => `Person ${index + 1}`);
const company: GrowthCompany = {
  crews: [1, 2, 3, 4].map((n) => ({ id: id(100 + n), name: `Crew ${n}`, members: 3, hasLeader: true })),
  equipmentUnits: 10,
  positions: [
    { id: id(1), title: 'Owner', reportsToId: null, holders: people(1) },
    { id: id(2), title: 'Operations Manager', reportsToId: id(1), holders: people(1) },
    { id: id(3), title: 'Office Manager', reportsToId: id(1), holders: people(2) },
    { id: id(4), title: 'Crew Leader', reportsToId: id(2), holders: people(4) },
    { id: id(5), title: 'Crew Member', reportsToId: id(4), holders: people(8) },
  ],
};

function aView(settings: GrowthPlanSettingsInput = {}, updatedAt: string | null = null): GrowthPlanView & { budget: OverheadBudget } {
  const parsed = growthPlanSettingsSchema.parse(settings);
  return { settings: parsed, updatedAt, updatedBy: updatedAt ? { id: id(900), name: 'Dana Reyes' } : null, budget, company, outcome: growthPlan(budget, company, parsed) };
}

const table = () => screen.getByRole('table', { name: 'What each year needs' });
const row = (name: string) => within(table()).getByRole('row', { name: new RegExp(`^${name}`) });
const ceilings = () => screen.getByRole('list', { name: 'Ceilings' });

describe('GrowthPlanner', () => {
  it('shows what each year needs and the ceilings with their hires, by hand: 20 % a year for 5 years', () => {
    renderWithProviders(<GrowthPlanner view={aView({ years: 5, growthPercent: 20, ownerHoursPerWeek: 45 })} canEdit />);
    expect(within(row('Revenue')).getByText('$1,344,076.79')).toBeInTheDocument();
    // Crews ⌈rev × 4 ÷ 777,822.22⌉: 5, 6, 7, 9, 10 (+ over today's 4).
    expect(within(row('Crews')).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['4', '5+1', '6+2', '7+3', '9+5', '10+6']);
    expect(within(row('Equipment units')).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['10', '13+3', '15+5', '18+8', '23+13', '25+15']);

    const items = within(ceilings()).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('span')?.textContent)).toEqual([
      'In 2027 the owner would work 54 h a week — over the 50 h limit.',
      'In 2029 the plan runs 7 crews: more than 1 operations manager can oversee at 6 crews each.',
      'In 2029 $1,344,077 of work needs 3 office roles at $600,000 each; the office has 2.',
      'In 2030 the Operations Manager would have 9 crew leaders reporting — over 1:8.',
    ]);
    expect(within(items[0]!).getByRole('link', { name: /Add it on the org chart/ })).toHaveAttribute('href', '/business-development/org-chart');
    expect(within(items[1]!).getByRole('link', { name: /Open Operations Manager/ })).toHaveAttribute('href', `/business-development/org-chart/role-responsibilities/${id(2)}`);
    expect(items[3]).toHaveTextContent('Hire: 1 Crew Supervisor (new position)');
  });

  it('follows what is typed, and says what is wrong with a figure typed wrong', async () => {
    const { user } = renderWithProviders(<GrowthPlanner view={aView({ years: 1, growthPercent: 0 })} canEdit />);
    expect(within(row('Crews')).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['4', '4']);
    await user.clear(screen.getByLabelText('Growth (% a year)'));
    await user.type(screen.getByLabelText('Growth (% a year)'), '50');
    // 777,822.22 × 1.5 = 1,166,733.33 → ⌈6⌉ crews.
    expect(within(row('Crews')).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['4', '6+2']);
    expect(screen.getByText('Unsaved changes: the plan shows them already.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Span of control (people a leader leads)'));
    await user.type(screen.getByLabelText('Span of control (people a leader leads)'), '1');
    expect(screen.getByText('Span of control must be between 2 and 20')).toBeInTheDocument();
    expect(screen.getByText('The plan shows the saved figures')).toBeInTheDocument();
  });

  it('takes typed targets year by year and saves them with the version loaded', async () => {
    const saved = aView({ years: 2, targetMode: 'targets', revenueTargets: [900_000, 1_200_000] }, '2026-02-01T10:00:00.000Z');
    const server = mockFetch({ 'PUT /api/v2/growth_plan': () => ok(saved) });
    const { user } = renderWithProviders(<GrowthPlanner view={aView({}, '2026-01-20T10:00:00.000Z')} canEdit />);
    await user.selectOptions(screen.getByLabelText('Years to plan'), '2');
    await user.selectOptions(screen.getByLabelText('Targets'), 'targets');
    await user.type(screen.getByLabelText('2027 revenue ($)'), '900000');
    await user.click(screen.getByRole('button', { name: 'Save plan' }));
    expect(await screen.findByText("Enter year 2's revenue target")).toBeInTheDocument();
    expect(server.calls('PUT', '/api/v2/growth_plan')).toHaveLength(0);
    await user.type(screen.getByLabelText('2028 revenue ($)'), '1,200,000');
    // 1,200,000 × 4 ÷ 777,822.22 = 6.17 → 7 crews.
    expect(within(row('Crews')).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['4', '5+1', '7+3']);
    await user.click(screen.getByRole('button', { name: 'Save plan' }));
    expect(await screen.findByText('Growth plan saved')).toBeInTheDocument();
    expect(screen.getByTestId('plan-saved')).toHaveTextContent('by Dana Reyes');
    expect(server.calls('PUT', '/api/v2/growth_plan')[0]?.body).toMatchObject({ years: 2, targetMode: 'targets', revenueTargets: [900_000, 1_200_000], updatedAt: '2026-01-20T10:00:00.000Z' });
  });

  it('is read-only for someone outside the leadership', () => {
    renderWithProviders(<GrowthPlanner view={aView()} canEdit={false} />);
    expect(screen.getByText('You can read this plan')).toBeInTheDocument();
    expect(screen.getByLabelText('Growth (% a year)')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save plan' })).not.toBeInTheDocument();
  });
});
