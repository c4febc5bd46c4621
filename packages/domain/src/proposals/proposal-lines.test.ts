import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { calculateEstimate } from '../estimates/estimate-calculation';
import { detailText, proposalLines, visitsText } from './proposal-lines';

const line = (id: string, parentId: string | null, total: number, extra: Record<string, unknown> = {}) => ({
  id,
  parentId,
  name: `Line ${id}`,
  description: `About ${id}`,
  total,
  qty: 1,
  visits: 1,
  adjRate: total,
  ...extra,
});
const one = { visits: 1, pricePerVisit: null, pricePerVisitExact: true };

describe('proposalLines', () => {
  it('shows one line per service line, priced at the sum of its children', () => {
    const lines = proposalLines([
      line('p1', null, 0),
      line('c1', 'p1', 577.5),
      line('c2', 'p1', 0.1),
      line('c3', 'p1', 0.2),
      line('p2', null, 0),
      line('c4', 'p2', 1234.56),
    ], 'summary');
    expect(lines).toEqual([
      { name: 'Line p1', description: 'About p1', amount: 577.8, ...one, details: [] },
      { name: 'Line p2', description: 'About p2', amount: 1234.56, ...one, details: [] },
    ]);
  });

  it('keeps a service line without children, and a line whose service line is missing, at their own totals', () => {
    expect(proposalLines([line('p1', null, 0), line('x', 'gone', 45.5)])).toEqual([
      { name: 'Line p1', description: 'About p1', amount: 0, ...one, details: [] },
      { name: 'Line x', description: 'About x', amount: 45.5, ...one, details: [] },
    ]);
  });

  it('copies no cost, hours, markup or margin', () => {
    const [first] = proposalLines([
      line('p1', null, 100, { cost: 40, tCost: 40, margin: 60, markup: 20, bHrs: 2, tbHrs: 2 }),
      line('c1', 'p1', 100, { cost: 40, tCost: 40, margin: 60, markup: 20, bHrs: 2, tbHrs: 2, rate: 100 }),
    ] as Parameters<typeof proposalLines>[0]);
    expect(Object.keys(first!).sort()).toEqual(['amount', 'description', 'details', 'name', 'pricePerVisit', 'pricePerVisitExact', 'visits']);
    expect(Object.keys(first!.details[0]!).sort()).toEqual(['amount', 'name', 'qty', 'unitPrice', 'visits']);
  });

  it('shows a season as visits × price per visit, and on a detailed proposal the lines the client buys', () => {
    // Weekly Mowing: 28 visits at $45.00 = $1,260.00. Spring Clean-up: one visit, with 4 yd of mulch at $65.00.
    const items = [
      line('mow', null, 0, { name: 'Weekly Mowing' }),
      line('crew', 'mow', 1260, { name: 'Mowing crew', qty: 1, visits: 28, adjRate: 45 }),
      line('clean', null, 0, { name: 'Spring Clean-up' }),
      line('labour', 'clean', 330, { name: 'Clean-up crew', qty: 4.5, visits: 1, adjRate: 73.3333 }),
      line('mulch', 'clean', 260, { name: 'Mulch (yd)', qty: 4, visits: 1, adjRate: 65 }),
      line('edge', null, 0, { name: 'Edging' }),
      line('edger', 'edge', 100, { name: 'Edger', qty: 1, visits: 3, adjRate: 33.3333 }),
    ];
    const [mowing, cleanUp, edging] = proposalLines(items, 'detailed');
    expect(mowing).toMatchObject({ amount: 1260, visits: 28, pricePerVisit: 45, pricePerVisitExact: true });
    expect(mowing!.details).toEqual([{ name: 'Mowing crew', qty: 1, visits: 28, unitPrice: 45, amount: 1260 }]);
    expect(cleanUp).toMatchObject({ amount: 590, visits: 1, pricePerVisit: null });
    expect(cleanUp!.details).toContainEqual({ name: 'Mulch (yd)', qty: 4, visits: 1, unitPrice: 65, amount: 260 });
    // $100.00 over 3 visits does not divide: about $33.33 a visit.
    expect(edging).toMatchObject({ amount: 100, visits: 3, pricePerVisit: 33.33, pricePerVisitExact: false });
    expect(proposalLines(items, 'summary').every((service) => service.details.length === 0)).toBe(true);

    const money = (amount: number) => `$${amount.toFixed(2)}`;
    expect(visitsText(mowing!, money)).toBe('28 visits × $45.00');
    expect(visitsText(edging!, money)).toBe('3 visits, about $33.33 each');
    expect(visitsText(cleanUp!, money)).toBe('');
    expect(detailText(mowing!.details[0]!, money)).toBe('Mowing crew — 1 × 28 visits × $45.00');
    expect(detailText(cleanUp!.details[1]!, money)).toBe('Mulch (yd) — 4 × $65.00');
  });

  it('adds up, to the cent, to the subtotal calculateEstimate works out', () => {
    const child = fc.record({
      qty: fc.integer({ min: 0, max: 10_000 }).map((units) => units / 100),
      visits: fc.integer({ min: 1, max: 40 }),
      cost: fc.integer({ min: 0, max: 1_000_000 }).map((units) => units / 10_000),
      type: fc.constantFrom('labor', 'equipment', 'product', 'subcontractor' as const),
    });
    fc.assert(
      fc.property(fc.array(fc.array(child, { maxLength: 6 }), { minLength: 1, maxLength: 6 }), (services) => {
        const items = services.flatMap((children, s) => [
          { id: `p${s}`, parentId: null, name: `Service ${s}`, type: 'labor' as const, qty: 1, visits: 1, cost: 0 },
          ...children.map((c, i) => ({ ...c, id: `c${s}-${i}`, parentId: `p${s}`, name: `Child ${i}` })),
        ]);
        const result = calculateEstimate(items, {
          markups: {
            recoveryMethod: 'MORS',
            laborOverheadMarkupPercent: 35,
            overheadMarkupPercent: null,
            materialsOHPercentage: 10,
            equipmentOHPercentage: 15,
            subcontractorsOHPercentage: 5,
            overheadPerLaborHour: null,
            targetNetProfitPercent: 15,
          },
          targetNetProfitPercent: 15,
          adjustmentPercent: 3,
          taxRatePercent: 0,
        });
        const lines = proposalLines(result.items.map((item) => ({ ...item, description: '' })));
        expect(lines).toHaveLength(services.length);
        const sumCents = lines.reduce((sum, l) => sum + Math.round(l.amount * 100), 0);
        expect(sumCents).toBe(Math.round(result.totals.subtotal * 100));
        for (const l of lines) expect(l.amount).toBe(Math.round(l.amount * 100) / 100);
      }),
      { numRuns: 200 },
    );
  });
});
