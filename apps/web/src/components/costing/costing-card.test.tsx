import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '@/test/axe-check';
import { CostingCard } from './costing-card';

const costing = {
  estimatedHours: 4,
  actualHours: 5.5,
  hoursVariance: 1.5,
  overBudget: true,
  labourCost: 192.5,
  materialsCost: 40.1,
  revenue: 220,
  grossProfit: -12.6,
  marginPercent: -5.73,
};

const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextSibling as HTMLElement;

describe('CostingCard', () => {
  it('shows estimated vs actual hours, labour, materials, revenue and margin to the cent, a loss and over budget in red with words', async () => {
    const { container } = render(<CostingCard costing={costing} />);
    expect(figure('Estimated hours')).toHaveTextContent('4.0h');
    expect(figure('Actual hours')).toHaveTextContent('5.5hOver budget by 1.5h');
    expect(figure('Labour cost')).toHaveTextContent('$192.50');
    expect(figure('Materials')).toHaveTextContent('$40.10');
    expect(figure('Revenue')).toHaveTextContent('$220.00');
    expect(figure('Gross profit')).toHaveTextContent('-$12.60');
    expect(figure('Margin')).toHaveTextContent('-5.73%A loss');
    expect(figure('Margin').firstChild).toHaveClass('text-destructive');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows a job’s callbacks beside the visits’ figures, or None', () => {
    // 2.25 h of callbacks: 1.75 h × $31.05 = $54.34 and 0.5 h × $25 = $12.50.
    const { unmount } = render(<CostingCard costing={{ ...costing, callbackCount: 2, callbackHours: 2.25, callbackCost: 66.84 }} />);
    expect(figure('Callbacks')).toHaveTextContent('$66.842.25h on 2 callbacks');
    unmount();
    render(<CostingCard costing={{ ...costing, callbackCount: 0, callbackHours: 0, callbackCost: 0 }} />);
    expect(figure('Callbacks')).toHaveTextContent('None');
  });

  it('a work order’s costing has no callbacks line', () => {
    render(<CostingCard costing={costing} />);
    expect(screen.queryByText('Callbacks')).not.toBeInTheDocument();
  });

  it('keeps a profitable job plain and says when there is no revenue', () => {
    render(<CostingCard costing={{ ...costing, actualHours: 3, hoursVariance: -1, overBudget: false, revenue: 0, grossProfit: 0, marginPercent: null }} />);
    expect(figure('Actual hours')).toHaveTextContent(/^3\.0h$/);
    expect(figure('Margin')).toHaveTextContent('No revenue');
    expect(figure('Margin').firstChild).not.toHaveClass('text-destructive');
  });

  it('shows recorded hours to the two decimals they carry, so a quarter hour is not rounded away', () => {
    render(<CostingCard costing={{ ...costing, estimatedHours: 3, actualHours: 3.75, hoursVariance: 0.75 }} />);
    expect(figure('Estimated hours')).toHaveTextContent(/^3\.0h$/);
    expect(figure('Actual hours')).toHaveTextContent('3.75hOver budget by 0.75h');
  });
});
