import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InsuranceBadge, insuranceSummary } from './insurance-badge';

describe('insuranceSummary', () => {
  it.each([
    ['missing', null, 'No insurance on file'],
    ['expired', -1, 'Insurance expired yesterday'],
    ['expired', -12, 'Insurance expired 12 days ago'],
    ['expiring', 0, 'Insurance expires today'],
    ['expiring', 1, 'Insurance expires in 1 day'],
    ['expiring', 30, 'Insurance expires in 30 days'],
    ['current', 200, 'Insured'],
  ] as const)('%s with %s days left reads "%s"', (status, daysLeft, text) => {
    expect(insuranceSummary(status, daysLeft)).toBe(text);
  });
});

describe('InsuranceBadge', () => {
  it('warns about a certificate that runs out soon', () => {
    render(<InsuranceBadge status="expiring" daysLeft={9} />);
    expect(screen.getByText('Insurance expires in 9 days')).toBeInTheDocument();
  });
});
