import { calculateOverhead, defaultOverheadBudget } from '@groundwork/domain/overhead';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MoneyFlowChart, moneyShares } from './money-flow-chart';

const budget = {
  ...defaultOverheadBudget(2026),
  billableLaborHours: 20_000,
  directCost: { directLabor: 400_000, directLaborBurden: 100_000, materials: 100_000, equipments: 0, subcontractors: 0 },
  operatingExpense: { ...defaultOverheadBudget(2026).operatingExpense, rent: 50_000 },
};
const results = calculateOverhead(budget);

describe('MoneyFlowChart', () => {
  it('splits the target revenue into costs, overhead and the profit left', () => {
    const shares = moneyShares(budget, results);
    expect(shares.map((share) => [share.label, share.amount])).toEqual([
      ['Direct labour', 400_000],
      ['Labour burden', 100_000],
      ['Materials', 100_000],
      ['Equipment', 0],
      ['Subcontractors', 0],
      ['Overhead', 50_000],
      ['Net profit', 72_222.22], // $650,000 of break-even ÷ 0.9 − $650,000
    ]);
  });

  it('draws a labelled bar and gives the same figures as a table', () => {
    render(<MoneyFlowChart figures={budget} results={results} />);
    expect(screen.getByRole('img', { name: /Where the money goes: Direct labour 55\.38%/ })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Where the money goes' });
    expect(within(table).getByRole('row', { name: 'Overhead $50,000.00 6.92%' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Net profit $72,222.22 10%' })).toBeInTheDocument();
  });
});
