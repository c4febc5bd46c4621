import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { markupPercentFor, suggestedUnitPrice, type OverheadMarkups } from './unit-price';

const markups: OverheadMarkups = {
  recoveryMethod: 'MORS',
  laborOverheadMarkupPercent: 62.5,
  overheadMarkupPercent: 30,
  materialsOHPercentage: 10,
  equipmentOHPercentage: 25,
  subcontractorsOHPercentage: 5,
  overheadPerLaborHour: 18.75,
  targetNetProfitPercent: 10,
};

describe('suggestedUnitPrice', () => {
  it.each([
    // cost, markup %, target %, price
    [100, 10, 10, 122.2222], // 110 / 0.9
    [22.5, 62.5, 10, 40.625], // 36.5625 / 0.9
    [3.5, 10, 0, 3.85],
    [0.0125, 10, 10, 0.0153], // fertiliser per sq ft: 0.01375 / 0.9 = 0.015277…
    [0, 25, 10, 0],
  ])('prices %d at %d%% markup and %d%% profit as %d', (cost, markup, target, price) => {
    expect(suggestedUnitPrice(cost, markup, target)).toBe(price);
  });

  it('has no price when the target profit is 100% or more', () => {
    expect(suggestedUnitPrice(10, 10, 100)).toBeNull();
    expect(suggestedUnitPrice(10, 10, 120)).toBeNull();
  });

  it('never lowers a price when a cost rises', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 0, max: 9_999 }),
        (a, b, markup, target) => {
          const [low, high] = a <= b ? [a / 10_000, b / 10_000] : [b / 10_000, a / 10_000];
          expect(suggestedUnitPrice(high, markup / 100, target / 100)!).toBeGreaterThanOrEqual(
            suggestedUnitPrice(low, markup / 100, target / 100)!,
          );
        },
      ),
    );
  });
});

describe('markupPercentFor', () => {
  it('uses the cost type’s own markup under MORS', () => {
    expect(markupPercentFor(markups, 'labor')).toBe(62.5);
    expect(markupPercentFor(markups, 'product')).toBe(10);
    expect(markupPercentFor(markups, 'equipment')).toBe(25);
    expect(markupPercentFor(markups, 'subcontractor')).toBe(5);
  });

  it('uses one markup for every type under SORS and none under FLH', () => {
    for (const type of ['labor', 'equipment', 'product', 'subcontractor'] as const) {
      expect(markupPercentFor({ ...markups, recoveryMethod: 'SORS' }, type)).toBe(30);
      expect(markupPercentFor({ ...markups, recoveryMethod: 'FLH' }, type)).toBe(0);
    }
  });

  it('treats a markup that cannot be worked out as none', () => {
    expect(markupPercentFor({ ...markups, laborOverheadMarkupPercent: null }, 'labor')).toBe(0);
  });
});
