import type { OverheadMarkups } from '@groundwork/domain/overhead';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BudgetPricePreview } from './budget-price-preview';

const mors: OverheadMarkups = {
  recoveryMethod: 'MORS',
  laborOverheadMarkupPercent: 42.5,
  overheadMarkupPercent: null,
  materialsOHPercentage: 10,
  equipmentOHPercentage: 25,
  subcontractorsOHPercentage: 5,
  overheadPerLaborHour: 18,
  targetNetProfitPercent: 10,
};

describe('BudgetPricePreview', () => {
  it('prices a product from the materials markup and the target profit, showing how', () => {
    // $38 × 1.10 ÷ 0.90 = $46.4444, shown to the cent
    render(<BudgetPricePreview unitCost={38} markups={mors} unitLabel="yd³" />);
    expect(screen.getByTestId('budget-price')).toHaveTextContent('$46.44 / yd³');
    expect(screen.getByText('$38.00 unit cost × (1 + 10% materials overhead) ÷ (1 − 10% target net profit)')).toBeInTheDocument();
  });

  it('uses the one markup of a single-rate budget', () => {
    render(<BudgetPricePreview unitCost={10} markups={{ ...mors, recoveryMethod: 'SORS', overheadMarkupPercent: 20, targetNetProfitPercent: 20 }} />);
    // $10 × 1.20 ÷ 0.80 = $15
    expect(screen.getByTestId('budget-price')).toHaveTextContent('$15.00');
  });

  it('adds no markup when the budget recovers overhead per labour hour', () => {
    render(<BudgetPricePreview unitCost={9} markups={{ ...mors, recoveryMethod: 'FLH' }} />);
    expect(screen.getByTestId('budget-price')).toHaveTextContent('$10.00');
    expect(screen.getByText(/materials carry no markup/)).toBeInTheDocument();
  });

  it('explains when no price can reach the target profit', () => {
    render(<BudgetPricePreview unitCost={9} markups={{ ...mors, targetNetProfitPercent: 100 }} />);
    expect(screen.queryByTestId('budget-price')).not.toBeInTheDocument();
    expect(screen.getByText(/no price can reach it/)).toBeInTheDocument();
  });

  it('says the default recovery settings are in use before a budget is saved', () => {
    render(<BudgetPricePreview unitCost={9} markups={mors} fromDefaults />);
    expect(screen.getByText(/No budget saved yet/)).toBeInTheDocument();
  });

  it('treats an emptied unit cost as $0 rather than failing', () => {
    render(<BudgetPricePreview unitCost={Number.NaN} markups={mors} />);
    expect(screen.getByTestId('budget-price')).toHaveTextContent('$0.00');
  });
});
