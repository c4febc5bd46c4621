import { describe, expect, it } from 'vitest';
import { formatUnitPrice } from './money-format';

describe('formatUnitPrice', () => {
  it.each([
    // From a dollar up: cents, rounded half-up.
    ['a budget-priced shrub at $116.1111 each', 116.1111, '$116.11'],
    ['edging at $1.0389 a linear foot', 1.0389, '$1.04'],
    ['mulch at $46.4444 a cubic yard', 46.4444, '$46.44'],
    ['a half cent rounds up: $2.675', 2.675, '$2.68'],
    ['$1.005 rounds up to $1.01', 1.005, '$1.01'],
    ['a whole dollar amount keeps its cents', 38, '$38.00'],
    ['thousands are grouped', 1234.5678, '$1,234.57'],
    ['exactly a dollar', 1, '$1.00'],
    // Below a dollar: as many of 4 decimals as it needs, never fewer than 2.
    ['fertiliser at $0.0389 a square foot', 0.0389, '$0.0389'],
    ['$0.0125 keeps its 4 decimals', 0.0125, '$0.0125'],
    ['$0.476 keeps 3', 0.476, '$0.476'],
    ['$0.50 stays $0.50', 0.5, '$0.50'],
    ['$0.05 stays $0.05', 0.05, '$0.05'],
    ['a fifth decimal rounds half-up: $0.47619', 0.47619, '$0.4762'],
    ['$0.99996 rounds up to a dollar', 0.99996, '$1.00'],
    ['$0.00004 rounds to nothing', 0.00004, '$0.00'],
    ['free', 0, '$0.00'],
    // A credit reads the same way.
    ['a credit of −$12.3456', -12.3456, '-$12.35'],
    ['a credit of −$0.0389', -0.0389, '-$0.0389'],
    ['a credit rounding to nothing has no sign', -0.00001, '$0.00'],
  ])('%s → %s', (_name, amount, expected) => {
    expect(formatUnitPrice(amount)).toBe(expected);
  });
});
