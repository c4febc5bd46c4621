import { defaultOverheadBudget, type OverheadBudget } from '@groundwork/domain/overhead';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ProfitAccelerator } from './profit-accelerator';

/** The hand-worked budget of packages/domain/src/growth/profit-accelerator.test.ts: $777,822.22 sold, $77,822.22 net. */
const defaults = defaultOverheadBudget(2026);
const budget: OverheadBudget = {
  ...defaults,
  id: '0b9f3c4e-3f55-4c55-9d7e-1d2f3a4b5c6d',
  year: 2026,
  name: 'Plan 2026',
  active: true,
  billableLaborHours: 10_000,
  targetNetProfitPercent: 10,
  recoveryMethod: 'MORS',
  directCost: { directLabor: 400_000, directLaborBurden: 0, materials: 100_000, equipments: 0, subcontractors: 0 },
  operatingExpense: { ...defaults.operatingExpense, rent: 200_000 },
  OHRecoveryPercent: { materialsOHPercentage: 10, equipmentOHPercentage: 25, subcontractorsOHPercentage: 5 },
  createdAt: '2026-01-05T15:00:00.000Z',
  updatedAt: '2026-01-05T15:00:00.000Z',
};

const row = (name: string) => within(screen.getByRole('table', { name: 'The year now and with the levers' })).getByRole('row', { name: new RegExp(`^${name} \\$|^${name} [\\d—]`) });

describe('ProfitAccelerator', () => {
  it('shows the budget’s year, then what a 5 % price rise does, to the cent', async () => {
    const { user } = renderWithProviders(<ProfitAccelerator budget={budget} crews={4} />);
    expect(within(row('Revenue')).getAllByText('$777,822.22')).toHaveLength(2);
    expect(within(row('Revenue per man-hour')).getAllByText('$77.78/h')).toHaveLength(2);

    await user.type(screen.getByLabelText('Price increase (%)'), '5');
    expect(within(row('Revenue')).getByText('$816,713.33')).toBeInTheDocument();
    expect(within(row('Revenue')).getByText('+$38,891.11')).toBeInTheDocument();
    expect(within(row('Net profit')).getByText('$116,713.33')).toBeInTheDocument();
    expect(within(row('Net margin')).getByText('14.29%')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reset the levers' }));
    expect(within(row('Revenue')).getAllByText('$777,822.22')).toHaveLength(2);
  });

  it('adds a crew like the average one, and says what is wrong with a lever typed wrong', async () => {
    const { user } = renderWithProviders(<ProfitAccelerator budget={budget} crews={4} />);
    await user.type(screen.getByLabelText('Crews added (crews)'), '1');
    expect(within(row('Revenue')).getByText('$972,277.78')).toBeInTheDocument();
    expect(within(row('Billable hours')).getByText('12,500.0h')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Crews added (crews)'));
    await user.type(screen.getByLabelText('Crews added (crews)'), '1.5');
    expect(screen.getByText('Crews added must be a whole number')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Overhead cut (%)'), '95');
    expect(screen.getByText('Overhead cut must be at most 90')).toBeInTheDocument();
  });

  it('says what the budget lacks when it prices no labour hour', () => {
    renderWithProviders(<ProfitAccelerator budget={{ ...budget, billableLaborHours: 0 }} crews={2} />);
    expect(screen.getByText('The budget does not price a labour hour yet')).toBeInTheDocument();
    expect(screen.getByText(/Enter billable labour hours to work out an hourly labour cost/)).toBeInTheDocument();
  });
});
