import { describe, expect, it } from 'vitest';
import { matrixLinesFromRecipe } from './matrix-lines';

// Weekly Mowing's recipe: a 3-person crew for 0.25 crew-hours (0.75 billable man-hours), the zero-turn and the truck.
const mowing = [
  { type: 'labor' as const, sourceId: 'crew-a', name: 'Maintenance Crew A', qty: 0.25, hours: 0.75, unitCost: 76.86 },
  { type: 'equipment' as const, sourceId: 'zt-1', name: '60" zero-turn #1', qty: 0.25, hours: 0, unitCost: 6.23 },
  { type: 'equipment' as const, sourceId: 'truck-1', name: 'Crew truck #1 (F-250)', qty: 0.25, hours: 0, unitCost: 11.1161 },
];

describe('matrixLinesFromRecipe', () => {
  it('splits the matrix visit by the recipe: labour, mower and truck each carry their share, to the cent', () => {
    // Recipe costs 19.22 : 1.56 : 2.78 (of $23.56). The matrix visit: $45 for 0.75 h costing $23.56.
    // Price shares 36.7105…, 2.9796…, 5.3098… → 36.71 + 2.97 + 5.30 = 44.98; the 2 cents left go to 0.98 and 0.97.
    const lines = matrixLinesFromRecipe(mowing, { rate: 45, hours: 0.75, cost: 23.56 });
    expect(lines).toEqual([
      { type: 'labor', name: 'Maintenance Crew A', sourceId: 'crew-a', cost: 19.22, rate: 36.71, hours: 0.75 },
      { type: 'equipment', name: '60" zero-turn #1', sourceId: 'zt-1', cost: 1.56, rate: 2.98, hours: 0 },
      { type: 'equipment', name: 'Crew truck #1 (F-250)', sourceId: 'truck-1', cost: 2.78, rate: 5.31, hours: 0 },
    ]);
  });

  it('sums exactly to the matrix whatever the recipe, and shares the hours among labour lines by their hours', () => {
    const recipe = [
      { type: 'labor' as const, sourceId: null, name: 'Crew', qty: 4, hours: 4, unitCost: 27.5 },
      { type: 'labor' as const, sourceId: null, name: 'Foreman', qty: 0.5, hours: 0.5, unitCost: 35 },
      { type: 'product' as const, sourceId: null, name: 'Bags', qty: 3, hours: 0, unitCost: 1.99 },
      { type: 'subcontractor' as const, sourceId: null, name: 'Dump fee', qty: 1, hours: 0, unitCost: 35 },
    ];
    const lines = matrixLinesFromRecipe(recipe, { rate: 275, hours: 4.5, cost: 160 })!;
    const cents = (values: number[]) => values.reduce((sum, value) => sum + Math.round(value * 100), 0);
    expect(cents(lines.map((line) => line.rate))).toBe(27_500);
    expect(cents(lines.map((line) => line.cost))).toBe(16_000);
    expect(lines.map((line) => line.hours)).toEqual([4, 0.5, 0, 0]);
  });

  it('cannot split without a cost or without labour to carry the hours', () => {
    expect(matrixLinesFromRecipe([], { rate: 45, hours: 0.75, cost: 24 })).toBeNull();
    expect(matrixLinesFromRecipe([{ type: 'labor', sourceId: null, name: 'Crew', qty: 1, hours: 1, unitCost: 0 }], { rate: 45, hours: 1, cost: 24 })).toBeNull();
    expect(matrixLinesFromRecipe([{ type: 'equipment', sourceId: null, name: 'Mower', qty: 1, hours: 0, unitCost: 9 }], { rate: 45, hours: 1, cost: 24 })).toBeNull();
  });
});
