import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { divideHalfUp, fromUnits, mulDivHalfUp, roundTo, toUnits } from './decimal';
import { hasAtMostDecimals } from './fields';

describe('roundTo', () => {
  it.each([
    [2.675, 2, 2.68],
    [1.005, 2, 1.01],
    [-1.005, 2, -1.01],
    [0.125, 2, 0.13],
    [1234.56785, 4, 1234.5679],
    [1e-7, 4, 0],
    [5e-5, 4, 0.0001],
    [123456789, 2, 123456789],
    [0, 2, 0],
  ])('rounds %d to %d places as %d', (value, places, expected) => {
    expect(roundTo(value, places)).toBe(expected);
  });

  it('refuses NaN and Infinity', () => {
    expect(() => roundTo(Number.NaN, 2)).toThrow(RangeError);
    expect(() => roundTo(Number.POSITIVE_INFINITY, 2)).toThrow(RangeError);
  });

  it('is idempotent and never moves a value by more than half a unit', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), fc.integer({ min: 0, max: 4 }), (value, places) => {
        const rounded = roundTo(value, places);
        expect(roundTo(rounded, places)).toBe(rounded);
        expect(Math.abs(rounded - value)).toBeLessThanOrEqual(0.5 / 10 ** places + 1e-6);
      }),
    );
  });
});

describe('units', () => {
  it('round-trips decimals exactly', () => {
    expect(fromUnits(toUnits(0.1, 2) + toUnits(0.2, 2), 2)).toBe(0.3);
  });

  it('divides half away from zero', () => {
    expect(divideHalfUp(5n, 2n)).toBe(3n);
    expect(divideHalfUp(-5n, 2n)).toBe(-3n);
    expect(divideHalfUp(4n, 3n)).toBe(1n);
    expect(() => divideHalfUp(1n, 0n)).toThrow(RangeError);
  });
});

describe('mulDivHalfUp', () => {
  it.each([
    [5, 1, 1, 2, 3],
    [-5, 1, 1, 2, -3],
    [416_667, 60_000, 1, 1_000_000, 25_000], // $41.6667 × 6 → $250.00 (cents)
    [99_999_999, 99_999_999, 52, 1_000_000, 519_999_989_600], // beyond 2^53 falls back to bigint
  ])('%d × %d × %d ÷ %d = %d', (a, b, c, d, expected) => {
    expect(mulDivHalfUp(a, b, c, d)).toBe(expected);
  });

  it('agrees with bigint arithmetic', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.integer({ min: 0, max: 1e9 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 1, max: 1e8 }),
        (a, b, c, d) => {
          expect(mulDivHalfUp(a, b, c, d)).toBe(Number(divideHalfUp(BigInt(a) * BigInt(b) * BigInt(c), BigInt(d))));
        },
      ),
    );
  });
});

describe('hasAtMostDecimals', () => {
  it('counts the decimals a number prints with', () => {
    expect(hasAtMostDecimals(12.5, 2)).toBe(true);
    expect(hasAtMostDecimals(12.3456, 4)).toBe(true);
    expect(hasAtMostDecimals(12.34567, 4)).toBe(false);
    expect(hasAtMostDecimals(0.1 + 0.2, 2)).toBe(false);
    expect(hasAtMostDecimals(1e-7, 4)).toBe(false);
    expect(hasAtMostDecimals(1e21, 0)).toBe(true);
    expect(hasAtMostDecimals(-3.25, 2)).toBe(true);
    expect(hasAtMostDecimals(Number.NaN, 2)).toBe(false);
    expect(hasAtMostDecimals(Number.POSITIVE_INFINITY, 2)).toBe(false);
  });

  it('agrees with exact rounding on any finite number', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), fc.integer({ min: 0, max: 6 }), (value, places) => {
        expect(hasAtMostDecimals(value, places)).toBe(roundTo(value, places) === value);
      }),
      { numRuns: 2_000 },
    );
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 6 }), (units, written, places) => {
        const value = units / 10 ** written;
        expect(hasAtMostDecimals(value, places)).toBe(roundTo(value, places) === value);
      }),
      { numRuns: 2_000 },
    );
  });
});
