import { describe, expect, it } from 'vitest';
import { isQuarterKey, quarterKeyOf, quarterRange, shiftQuarter } from './quarters';

describe('quarters', () => {
  it('names the quarter of a day and its days', () => {
    expect(quarterKeyOf('2026-11-28')).toBe('2026-Q4');
    expect(quarterKeyOf('2026-01-01')).toBe('2026-Q1');
    expect(quarterRange('2026-Q4')).toEqual({ key: '2026-Q4', label: 'Q4 2026', from: '2026-10-01', to: '2026-12-31' });
    expect(quarterRange('2028-Q1')).toEqual({ key: '2028-Q1', label: 'Q1 2028', from: '2028-01-01', to: '2028-03-31' });
    expect(quarterRange('2026-Q2').to).toBe('2026-06-30');
  });

  it('moves across years', () => {
    expect(shiftQuarter('2026-Q4', 1)).toBe('2027-Q1');
    expect(shiftQuarter('2026-Q1', -1)).toBe('2025-Q4');
    expect(shiftQuarter('2026-Q3', -6)).toBe('2025-Q1');
  });

  it('knows a quarter key', () => {
    expect(isQuarterKey('2026-Q4')).toBe(true);
    expect(isQuarterKey('2026-Q5')).toBe(false);
    expect(isQuarterKey('2026-q4')).toBe(false);
    expect(isQuarterKey('1999-Q4')).toBe(false);
  });
});
