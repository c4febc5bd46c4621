import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CostPerHourPreview } from './cost-per-hour-preview';

describe('CostPerHourPreview', () => {
  it('shows each part of the formula and the cost per hour it gives', () => {
    // ($12,000 − $2,000) ÷ 5 years = $2,000 depreciation; + $1,500 fuel + $600 repairs + $400 insurance = $4,500 a year; ÷ 900 h = $5.00.
    render(
      <CostPerHourPreview
        draft={{ purchasePrice: 12_000, resaleValue: 2_000, expectedLifeYears: 5, annualBillableHours: 900, fuelPerYear: 1_500, repairsPerYear: 600, insurancePerYear: 400 }}
      />,
    );
    expect(screen.getByText(/\$12,000\.00 − \$2,000\.00 resale\) ÷ 5 years/)).toBeInTheDocument();
    expect(screen.getByText('$2,000.00')).toBeInTheDocument();
    expect(screen.getByText('$2,500.00')).toBeInTheDocument();
    expect(screen.getByText('$4,500.00')).toBeInTheDocument();
    expect(screen.getByText(/÷ 900 billable hours a year/)).toBeInTheDocument();
    expect(screen.getByTestId('cost-per-hour')).toHaveTextContent('$5.00 / hour');
  });

  it('keeps four decimals of a cost per hour', () => {
    render(
      <CostPerHourPreview draft={{ purchasePrice: 1_000, resaleValue: null, expectedLifeYears: 3, annualBillableHours: 700, fuelPerYear: 0, repairsPerYear: 0, insurancePerYear: 0 }} />,
    );
    // $1,000 ÷ 3 ÷ 700 = $0.47619… → $0.4762
    expect(screen.getByTestId('cost-per-hour')).toHaveTextContent('$0.4762 / hour');
  });

  it('says what is missing instead of a number while the life or the hours are empty', () => {
    render(
      <CostPerHourPreview draft={{ purchasePrice: 8_000, resaleValue: Number.NaN, expectedLifeYears: 4, annualBillableHours: Number.NaN, fuelPerYear: 300, repairsPerYear: 0, insurancePerYear: 0 }} />,
    );
    expect(screen.getByText('Enter the annual billable hours to work out the cost per hour')).toBeInTheDocument();
    expect(screen.queryByTestId('cost-per-hour')).not.toBeInTheDocument();
  });
});
