import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { calculateEstimate } from '../estimates/estimate-calculation';
import { proposalLines } from './proposal-lines';

const line = (id: string, parentId: string | null, total: number, extra: Record<string, unknown> = {}) => ({
  id,
  parentId,
  name: `Line ${id}`,
  description: `About ${id}`,
  total,
  ...extra,
});

describe('proposalLines', () => {
  it('shows one line per service line, priced at the sum of its children', () => {
    const lines = proposalLines([
      line('p1', null, 0),
      line('c1', 'p1', 577.5),
      line('c2', 'p1', 0.1),
      line('c3', 'p1', 0.2),
      line('p2', null, 0),
      line('c4', 'p2', 1234.56),
    ]);
    expect(lines).toEqual([
      { name: 'Line p1', description: 'About p1', amount: 577.8 },
      { name: 'Line p2', description: 'About p2', amount: 1234.56 },
    ]);
  });

  it('keeps a service line without children, and a line whose service line is missing, at their own totals', () => {
    expect(proposalLines([line('p1', null, 0), line('x', 'gone', 45.5)])).toEqual([
      { name: 'Line p1', description: 'About p1', amount: 0 },
      { name: 'Line x', description: 'About x', amount: 45.5 },
    ]);
  });

  it('copies nothing but name, description and amount (no cost, hours, markup or margin)', () => {
    const [first] = proposalLines([
      line('p1', null, 100, { cost: 40, tCost: 40, margin: 60, markup: 20, bHrs: 2, tbHrs: 2 }),
      line('c1', 'p1', 100, { cost: 40, tCost: 40, margin: 60, markup: 20, bHrs: 2, tbHrs: 2, rate: 100 }),
    ] as Parameters<typeof proposalLines>[0]);
    expect(Object.keys(first!).sort()).toEqual(['amount', 'description', 'name']);
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
