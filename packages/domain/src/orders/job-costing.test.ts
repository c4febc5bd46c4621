import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minutesOf, sumCostings, workOrderCosting } from './job-costing';

describe('workOrderCosting', () => {
  it('a mowing visit: budget 1.5 h, two people 50 min each, fuel and a bag of seed', () => {
    // Labour: 50 min × $27.4625/h + 50 min × $21.85/h = 22.8854… + 18.2083… = $41.0937… → $41.09
    // Materials: 1.5 gal × $3.899 + 1 × $12.4999 = 5.8485 + 12.4999 = $18.3484 → $18.35
    // Revenue $110.00 → profit 110 − 41.09 − 18.35 = $50.56 → 45.96 %
    const costing = workOrderCosting({
      budgetedHours: 1.5,
      revenue: 110,
      labour: [
        { minutes: 50, hourlyCost: 27.4625 },
        { minutes: 50, hourlyCost: 21.85 },
      ],
      materials: [
        { quantity: 1.5, unitCost: 3.899 },
        { quantity: 1, unitCost: 12.4999 },
      ],
    });
    expect(costing).toEqual({
      estimatedHours: 1.5,
      actualHours: 1.67,
      hoursVariance: 0.17,
      overBudget: true,
      labourCost: 41.09,
      materialsCost: 18.35,
      revenue: 110,
      grossProfit: 50.56,
      marginPercent: 45.96,
    });
  });

  it('an order nobody has worked yet: no cost, the whole price is margin; no revenue, no margin', () => {
    expect(workOrderCosting({ budgetedHours: 2, revenue: 80, labour: [], materials: [] })).toMatchObject({
      actualHours: 0,
      hoursVariance: -2,
      overBudget: false,
      grossProfit: 80,
      marginPercent: 100,
    });
    expect(workOrderCosting({ budgetedHours: 0, revenue: 0, labour: [{ minutes: 30, hourlyCost: 20 }], materials: [] })).toMatchObject({
      labourCost: 10,
      grossProfit: -10,
      marginPercent: null,
    });
  });

  it('refuses part minutes', () => {
    expect(() => workOrderCosting({ budgetedHours: 1, revenue: 1, labour: [{ minutes: 1.5, hourlyCost: 20 }], materials: [] })).toThrow(RangeError);
  });
});

describe('minutesOf', () => {
  it.each([
    [1.5, 90],
    [0.25, 15],
    [0.01, 1],
    [7.33, 440],
  ])('%d h → %d min', (hours, minutes) => {
    expect(minutesOf(hours)).toBe(minutes);
  });
});

describe('sumCostings', () => {
  it('a job is exactly the sum of its orders, to the cent', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            budgetedHours: fc.integer({ min: 0, max: 2_000 }).map((units) => units / 100),
            revenue: fc.integer({ min: 0, max: 1_000_000 }).map((units) => units / 100),
            labour: fc.array(fc.record({ minutes: fc.integer({ min: 0, max: 600 }), hourlyCost: fc.integer({ min: 0, max: 1_000_000 }).map((units) => units / 10_000) }), { maxLength: 4 }),
            materials: fc.array(fc.record({ quantity: fc.integer({ min: 0, max: 100_000 }).map((units) => units / 10_000), unitCost: fc.integer({ min: 0, max: 1_000_000 }).map((units) => units / 10_000) }), { maxLength: 4 }),
          }),
          { maxLength: 12 },
        ),
        (orders) => {
          const costings = orders.map(workOrderCosting);
          const job = sumCostings(costings);
          const centsOf = (pick: (costing: (typeof costings)[number]) => number) => costings.reduce((sum, costing) => sum + Math.round(pick(costing) * 100), 0);
          expect(Math.round(job.labourCost * 100)).toBe(centsOf((costing) => costing.labourCost));
          expect(Math.round(job.materialsCost * 100)).toBe(centsOf((costing) => costing.materialsCost));
          expect(Math.round(job.revenue * 100)).toBe(centsOf((costing) => costing.revenue));
          expect(Math.round(job.grossProfit * 100)).toBe(Math.round(job.revenue * 100) - Math.round(job.labourCost * 100) - Math.round(job.materialsCost * 100));
        },
      ),
    );
  });
});
