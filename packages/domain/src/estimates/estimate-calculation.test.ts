import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import type { OverheadMarkups } from '../overhead/unit-price';
import { calculateEstimate, type EstimateLineInput, type EstimatePricing } from './estimate-calculation';

const markups: OverheadMarkups = {
  recoveryMethod: 'MORS',
  laborOverheadMarkupPercent: 50,
  overheadMarkupPercent: 30,
  materialsOHPercentage: 10,
  equipmentOHPercentage: 25,
  subcontractorsOHPercentage: 5,
  overheadPerLaborHour: 15,
  targetNetProfitPercent: 10,
};
const pricing: EstimatePricing = { markups, targetNetProfitPercent: 10, adjustmentPercent: 0, taxRatePercent: 7.625 };

const line = (fields: Partial<EstimateLineInput> & Pick<EstimateLineInput, 'id'>): EstimateLineInput => ({
  parentId: null,
  name: fields.id,
  type: 'labor',
  qty: 1,
  visits: 1,
  cost: 0,
  ...fields,
});

// Worked by hand; see the comments for each figure.
const cleanUp = [
  line({ id: 'p1', name: 'Spring clean-up', serviceId: 'svc-clean-up' }),
  line({ id: 'l1', parentId: 'p1', name: 'Crew labour', type: 'labor', qty: 6, cost: 25 }),
  line({ id: 'l2', parentId: 'p1', name: 'Truck and trailer', type: 'equipment', qty: 2, cost: 18.5 }),
  line({ id: 'l3', parentId: 'p1', name: 'Hardwood mulch (yd³)', type: 'product', qty: 3, cost: 32, rate: 65 }),
];
const mowing = [
  line({ id: 'p2', name: 'Weekly mowing' }),
  line({ id: 'l4', parentId: 'p2', name: 'Mowing crew', type: 'labor', qty: 0.75, visits: 28, cost: 22.5, taxable: false }),
  line({ id: 'l5', parentId: 'p2', name: '60" zero-turn', type: 'equipment', qty: 0.75, visits: 28, cost: 12, taxable: false }),
];

describe('calculateEstimate lines', () => {
  const { items } = calculateEstimate([...cleanUp, ...mowing], pricing);
  const byId = Object.fromEntries(items.map((item) => [item.id, item]));

  it.each([
    // id, tCost, tbHrs, markup, calc, rate, adjRate, total, margin
    ['l1', 150, 6, 50, 41.6667, 41.6667, 41.6667, 250, 40], // 25 × 1.5 / 0.9; 41.6667 × 6 = 250.0002
    ['l2', 37, 0, 25, 25.6944, 25.6944, 25.6944, 51.39, 28], // 18.5 × 1.25 / 0.9; 14.39 / 51.39
    ['l3', 96, 0, 10, 39.1111, 65, 65, 195, 50.77], // typed rate wins over 32 × 1.1 / 0.9
    ['l4', 472.5, 21, 50, 37.5, 37.5, 37.5, 787.5, 40], // 0.75 h × 28 visits
    ['l5', 252, 0, 25, 16.6667, 16.6667, 16.6667, 350, 28], // 16.6667 × 21 = 350.0007
  ])('prices %s', (id, tCost, tbHrs, markup, calc, rate, adjRate, total, margin) => {
    expect(byId[id]).toMatchObject({ tCost, tbHrs, markup, calc, rate, adjRate, total, margin });
  });

  it('gives a parent line the sums of its children', () => {
    expect(byId.p1).toMatchObject({ total: 496.39, tCost: 283, tbHrs: 6, margin: 42.99, qty: 1, visits: 1 });
    expect(byId.p2).toMatchObject({ total: 1137.5, tCost: 724.5, tbHrs: 21, margin: 36.31 });
  });

  it('keeps the input order and fields it does not price', () => {
    expect(items.map((item) => item.id)).toEqual(['p1', 'l1', 'l2', 'l3', 'p2', 'l4', 'l5']);
    expect(byId.l3!.name).toBe('Hardwood mulch (yd³)');
  });
});

describe('calculateEstimate breakdown and totals', () => {
  const { breakdown, totals } = calculateEstimate([...cleanUp, ...mowing], pricing);

  it('sums the leaf lines by cost type', () => {
    expect(breakdown).toMatchObject({
      revenue: 1633.89,
      laborCost: 622.5,
      equipmentCost: 289,
      productCost: 96,
      subcontractorCost: 0,
      totalCosts: 1007.5,
      estimatedGrossProfit: 626.39,
      totalBillableHours: 27, // 6 + 0.75 × 28
      revenuePerHour: 60.51, // 1,633.89 / 27
      netProfitPerHour: 8.64, // (626.39 − 393.10 overhead) / 27
    });
  });

  it('breaks the figures down by parent service', () => {
    expect(breakdown.parentServiceBreakdowns).toEqual([
      { parentServiceName: 'Spring clean-up', parentServiceId: 'svc-clean-up', revenue: 496.39, cost: 283, hours: 6, margin: 42.99 },
      { parentServiceName: 'Weekly mowing', parentServiceId: 'p2', revenue: 1137.5, cost: 724.5, hours: 21, margin: 36.31 },
    ]);
  });

  it('taxes only taxable lines at the combined rate', () => {
    // 496.39 × 7.625 % = 37.8497…
    expect(totals).toEqual({
      subtotal: 1633.89,
      taxableSubtotal: 496.39,
      tax: 37.85,
      grandTotal: 1671.74,
      overheadRecovered: 393.1, // 75 + 9.25 + 9.60 + 236.25 + 63
      netProfit: 233.29,
    });
  });

  it('bills at least one hour', () => {
    const { breakdown: noLabour } = calculateEstimate(
      [line({ id: 'p' }), line({ id: 'm', parentId: 'p', type: 'product', qty: 2, cost: 10 })],
      pricing,
    );
    expect(noLabour.totalBillableHours).toBe(1);
    expect(noLabour.revenuePerHour).toBe(noLabour.revenue);
  });

  it('prices an empty estimate at zero', () => {
    const empty = calculateEstimate([line({ id: 'p' })], pricing);
    expect(empty.breakdown).toMatchObject({ revenue: 0, totalCosts: 0, totalBillableHours: 1, revenuePerHour: 0 });
    expect(empty.items[0]).toMatchObject({ total: 0, margin: 0 });
  });
});

describe('calculateEstimate pricing rules', () => {
  const labour = [line({ id: 'p' }), line({ id: 'l', parentId: 'p', type: 'labor', qty: 6, cost: 25 })];

  it('applies the estimate adjustment to the unit price', () => {
    const [, priced] = calculateEstimate(labour, { ...pricing, adjustmentPercent: 10 }).items;
    expect(priced).toMatchObject({ rate: 41.6667, adjRate: 45.8334, total: 275 }); // 41.6667 × 1.1 = 45.83337
  });

  it('lets the estimator override the markup', () => {
    const [, priced] = calculateEstimate([labour[0]!, { ...labour[1]!, markup: 20 }], pricing).items;
    expect(priced).toMatchObject({ markup: 20, calc: 33.3333 }); // 25 × 1.2 / 0.9
  });

  it('uses one markup for every type under SORS', () => {
    const [, priced] = calculateEstimate(labour, { ...pricing, markups: { ...markups, recoveryMethod: 'SORS' } }).items;
    expect(priced).toMatchObject({ markup: 30, calc: 36.1111 }); // 25 × 1.3 / 0.9
  });

  it('adds overhead per labour hour under FLH instead of a markup', () => {
    const result = calculateEstimate(labour, { ...pricing, markups: { ...markups, recoveryMethod: 'FLH' } });
    expect(result.items[1]).toMatchObject({ markup: 0, calc: 44.4444, tCost: 150 }); // (25 + 15) / 0.9
    expect(result.totals.overheadRecovered).toBe(90); // 15 × 6 h
  });

  it('counts hours a unit of equipment takes', () => {
    const [, priced] = calculateEstimate(
      [line({ id: 'p' }), line({ id: 'e', parentId: 'p', type: 'equipment', qty: 3, visits: 2, bHrs: 0.5, cost: 10 })],
      pricing,
    ).items;
    expect(priced!.tbHrs).toBe(3);
  });
});

describe('billable hours of a rate-matrix service', () => {
  // The estimate of the report: a 28-visit mowing season priced per hour (0.75 h a visit at $60/h), a Spring
  // Clean-up priced by its matrix at $275 for 4.5 h (one visit-sized unit carrying the matrix's hours), and 4 yd³ of
  // mulch at $39.11. Revenue 1,260 + 275 + 156.44 = $1,691.44 over 21 + 4.5 = 25.5 h — not 22 h.
  const lines = [
    line({ id: 'p1', name: 'Weekly Mowing' }),
    line({ id: 'm1', parentId: 'p1', name: 'Mowing crew', type: 'labor', qty: 0.75, visits: 28, cost: 27.5, rate: 60 }),
    line({ id: 'p2', name: 'Spring Clean-up' }),
    line({ id: 'c1', parentId: 'p2', name: 'Spring Clean-up — 8,500 sq ft', type: 'labor', qty: 1, bHrs: 4.5, cost: 160, rate: 275 }),
    line({ id: 'c2', parentId: 'p2', name: 'Hardwood mulch (yd³)', type: 'product', qty: 4, cost: 32, rate: 39.11 }),
  ];
  const { breakdown } = calculateEstimate(lines, pricing);

  it('counts the matrix hours, not the unit: 25.5 h', () => {
    expect(breakdown.revenue).toBe(1691.44);
    expect(breakdown.totalBillableHours).toBe(25.5);
    expect(breakdown.revenuePerHour).toBe(66.33); // 1,691.44 / 25.5 = 66.330…
    expect(breakdown.parentServiceBreakdowns.map((parent) => parent.hours)).toEqual([21, 4.5]);
  });
});

const lineArbitrary = (parentIds: string[]) =>
  fc.record({
    parentId: fc.constantFrom(...parentIds),
    type: fc.constantFrom('labor', 'equipment', 'product', 'subcontractor' as const),
    qty: fc.integer({ min: 0, max: 100_000 }).map((n) => n / 100),
    visits: fc.integer({ min: 1, max: 52 }),
    cost: fc.integer({ min: 0, max: 5_000_000 }).map((n) => n / 10_000),
    rate: fc.option(fc.integer({ min: 0, max: 5_000_000 }).map((n) => n / 10_000)),
    markup: fc.option(fc.integer({ min: 0, max: 20_000 }).map((n) => n / 100)),
    bHrs: fc.option(fc.integer({ min: 0, max: 100_000 }).map((n) => n / 10_000)),
    taxable: fc.boolean(),
  });

const estimateArbitrary = fc
  .integer({ min: 1, max: 4 })
  .chain((parentCount) => {
    const parentIds = Array.from({ length: parentCount }, (_, index) => `p${index}`);
    return fc.tuple(fc.constant(parentIds), fc.array(lineArbitrary(parentIds), { maxLength: 30 }));
  })
  .map(([parentIds, children]) => [
    ...parentIds.map((id) => line({ id })),
    ...children.map((child, index) => line({ id: `c${index}`, name: `Line ${index}`, ...child })),
  ]);

const pricingArbitrary = fc.record({
  markups: fc.constant(markups),
  targetNetProfitPercent: fc.integer({ min: 0, max: 9_900 }).map((n) => n / 100),
  adjustmentPercent: fc.integer({ min: -5_000, max: 5_000 }).map((n) => n / 100),
  taxRatePercent: fc.integer({ min: 0, max: 150_000 }).map((n) => n / 10_000),
});

const toCents = (value: number) => Math.round(value * 100);

describe('calculateEstimate properties', () => {
  it('adds up to the cent: leaves to the revenue, parents to the breakdown, subtotal and tax to the total', () => {
    fc.assert(
      fc.property(estimateArbitrary, pricingArbitrary, (lines, estimatePricing) => {
        const { items, breakdown, totals } = calculateEstimate(lines, estimatePricing);
        const leaves = items.filter((item) => item.parentId !== null);
        const sum = (values: number[]) => values.reduce((total, value) => total + toCents(value), 0);
        expect(toCents(breakdown.revenue)).toBe(sum(leaves.map((leaf) => leaf.total)));
        expect(toCents(breakdown.totalCosts)).toBe(sum(leaves.map((leaf) => leaf.tCost)));
        expect(sum(breakdown.parentServiceBreakdowns.map((parent) => parent.revenue))).toBe(toCents(breakdown.revenue));
        expect(sum(breakdown.parentServiceBreakdowns.map((parent) => parent.cost))).toBe(toCents(breakdown.totalCosts));
        expect(toCents(totals.grandTotal)).toBe(toCents(totals.subtotal) + toCents(totals.tax));
        expect(
          toCents(breakdown.laborCost) +
            toCents(breakdown.equipmentCost) +
            toCents(breakdown.productCost) +
            toCents(breakdown.subcontractorCost),
        ).toBe(toCents(breakdown.totalCosts));
      }),
    );
  });

  it('works each line total exactly: adjusted rate × qty × visits, half-up to the cent', () => {
    fc.assert(
      fc.property(estimateArbitrary, pricingArbitrary, (lines, estimatePricing) => {
        for (const item of calculateEstimate(lines, estimatePricing).items) {
          if (item.parentId === null) continue;
          const exact = BigInt(Math.round(item.adjRate * 10_000)) * BigInt(Math.round(item.qty * 10_000)) * BigInt(item.visits);
          const expected = (exact * 2n + 1_000_000n) / 2_000_000n; // half-up to cents of 1/10^8 units
          expect(BigInt(toCents(item.total))).toBe(expected);
        }
      }),
    );
  });

  it("counts the hours the labour lines carry: the breakdown's hours are the sum of their tbHrs (at least 1)", () => {
    fc.assert(
      fc.property(estimateArbitrary, pricingArbitrary, (lines, estimatePricing) => {
        const { items, breakdown } = calculateEstimate(lines, estimatePricing);
        const toUnits = (value: number) => Math.round(value * 10_000);
        const labourHours = items.filter((item) => item.parentId !== null && item.type === 'labor').reduce((sum, item) => sum + toUnits(item.tbHrs), 0);
        expect(toUnits(breakdown.totalBillableHours)).toBe(Math.max(labourHours, 10_000));
        expect(breakdown.parentServiceBreakdowns.reduce((sum, parent) => sum + toUnits(parent.hours), 0)).toBe(labourHours);
      }),
    );
  });

  it('never gives a line a margin above 100 or a figure that is not a number', () => {
    fc.assert(
      fc.property(estimateArbitrary, pricingArbitrary, (lines, estimatePricing) => {
        const { items, breakdown } = calculateEstimate(lines, estimatePricing);
        for (const item of items) {
          expect(item.margin).toBeLessThanOrEqual(100);
          for (const value of [item.total, item.tCost, item.calc, item.adjRate, item.margin]) expect(Number.isFinite(value)).toBe(true);
        }
        for (const value of [breakdown.revenuePerHour, breakdown.netProfitPerHour]) expect(Number.isFinite(value)).toBe(true);
      }),
    );
  });
});
