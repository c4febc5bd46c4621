import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitAmount, splitUnits } from './money-split';

describe('splitAmount', () => {
  it.each([
    // 169,144 ¢ ÷ 28 = 6,040 r 24: the first 24 visits carry the extra cent.
    ['a season of 28 mowings approved at $1,691.44', 1691.44, 28, [...Array(24).fill(60.41), ...Array(4).fill(60.4)]],
    ['$100 in three', 100, 3, [33.34, 33.33, 33.33]],
    ['$0.05 in three', 0.05, 3, [0.02, 0.02, 0.01]],
    ['$0.01 in four', 0.01, 4, [0.01, 0, 0, 0]],
    ['$1,260 in 28 (exact)', 1260, 28, Array(28).fill(45)],
    ['a refund of −$10 in three', -10, 3, [-3.34, -3.33, -3.33]],
  ])('%s', (_name, amount, parts, expected) => {
    expect(splitAmount(amount, parts)).toEqual(expected);
    expect(splitAmount(amount, parts).length).toBe(parts);
  });

  it.each([
    // Shares 24,885.2 ¢, 1,696.7 ¢, 7,918.0 ¢: the one cent left goes to the largest remainder (0.72).
    ['a $345 clean-up by its recipe costs 110 : 7.50 : 35', 345, [110, 7.5, 35], [248.85, 16.97, 79.18]],
    ['$10 by 1 : 1 : 2', 10, [1, 1, 2], [2.5, 2.5, 5]],
    ['$1 by 1 : 1 : 1 (ties go to the earliest)', 1, [1, 1, 1], [0.34, 0.33, 0.33]],
    ['$50 where one weight is zero', 50, [3, 0, 1], [37.5, 0, 12.5]],
    ['$9.99 where every weight is zero splits evenly', 9.99, [0, 0, 0], [3.33, 3.33, 3.33]],
  ])('%s', (_name, amount, weights, expected) => {
    expect(splitAmount(amount, weights)).toEqual(expected);
  });

  it('splits hours too, to 4 places', () => {
    expect(splitAmount(4.5, [4, 0.5], 4)).toEqual([4, 0.5]);
    expect(splitAmount(1, 3, 4)).toEqual([0.3334, 0.3333, 0.3333]);
  });

  it('parts always sum exactly to the whole, differ from their share by under one unit, and earlier equal parts are never smaller', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 40 }), (cents, weights) => {
        const parts = splitUnits(BigInt(cents), weights.map(BigInt));
        expect(parts.reduce((a, b) => a + b, 0n)).toBe(BigInt(cents));
        const sum = weights.reduce((a, b) => a + b, 0);
        parts.forEach((part, index) => {
          const share = sum === 0 ? cents / weights.length : (cents * weights[index]!) / sum;
          expect(Math.abs(Number(part) - share)).toBeLessThan(1);
        });
        const even = splitUnits(BigInt(cents), weights.map(() => 1n)).map(Number);
        for (let index = 1; index < even.length; index += 1) expect(Math.abs(even[index - 1]!)).toBeGreaterThanOrEqual(Math.abs(even[index]!));
      }),
    );
  });
});
