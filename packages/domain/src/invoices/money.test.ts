import { describe, expect, it } from 'vitest';
import { formatDollars, sumMoney } from './money';

describe('money', () => {
  it('sums amounts exactly', () => {
    expect(sumMoney([0.1, 0.2])).toBe(0.3);
    expect(sumMoney([241.64, 241.64, 241.64, 241.63, 241.63, 241.63, 241.63])).toBe(1691.44);
    expect(sumMoney([])).toBe(0);
  });

  it('reads amounts in dollars and cents, never as −$0.00', () => {
    expect(formatDollars(1234.5)).toBe('$1,234.50');
    expect(formatDollars(-90)).toBe('-$90.00');
    expect(formatDollars(-0)).toBe('$0.00');
  });
});
