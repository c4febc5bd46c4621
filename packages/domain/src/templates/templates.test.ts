import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roles } from '../auth';
import { canManageTemplates, createTemplateInputSchema, templateCosts, updateTemplateInputSchema } from './index';

const mowing = [
  { id: 'p', parentId: null, name: 'Weekly mowing', type: 'labor' as const, qty: 1, visits: 1, cost: 0 },
  { id: 'l', parentId: 'p', name: 'Mow crew', type: 'labor' as const, qty: 1.25, visits: 28, cost: 42.5 },
  { id: 'e', parentId: 'p', name: 'Mower', type: 'equipment' as const, qty: 1, visits: 28, cost: 12.3333 },
];

describe('canManageTemplates', () => {
  it.each([
    ['super_admin', true],
    ['support', true],
    ['implementation', true],
    ['admin', true],
    ['office_manager', false],
    ['estimator', false],
    ['crew_leader', false],
  ] as const)('%s → %s', (role, expected) => {
    expect(canManageTemplates(role)).toBe(expected);
  });
  it('covers every role', () => {
    expect(roles).toHaveLength(7);
  });
});

describe('createTemplateInputSchema', () => {
  it('fills defaults and trims', () => {
    const parsed = createTemplateInputSchema.parse({ name: '  Mulch  ' });
    expect(parsed).toEqual({ name: 'Mulch', description: '', document: '', type: 'Both', items: [] });
  });

  it.each([
    [{}, 'name', 'Name is required'],
    [{ name: '' }, 'name', 'Name is required'],
    [{ name: 'x'.repeat(121) }, 'name', 'Name must be at most 120 characters'],
    [{ name: 'A', type: 'Customer' }, 'type', 'Type must be Both'],
    [{ name: 'A', document: 5 }, 'document', 'Document must be text'],
    [{ name: 'A', items: 'x' }, 'items', 'Items must be a list'],
    [{ name: 'A', items: [{ id: 'c', parentId: 'nope', name: 'Line', type: 'labor' }] }, 'items.0.parentId', 'A line must belong to a service line of this estimate'],
    [{ name: 'A', items: [{ id: 'a', parentId: null, name: 'Line', type: 'labor', cost: -1 }] }, 'items.0.cost', undefined],
  ])('rejects %j at %s', (body, path, message) => {
    const result = createTemplateInputSchema.safeParse(body);
    expect(result.success).toBe(false);
    const issue = result.error!.issues.find((i) => i.path.join('.') === path);
    expect(issue).toBeDefined();
    if (message) expect(issue!.message).toBe(message);
  });

  it('update needs updatedAt', () => {
    expect(updateTemplateInputSchema.safeParse({ name: 'A' }).success).toBe(false);
    expect(updateTemplateInputSchema.safeParse({ name: 'A', updatedAt: '2026-01-01T00:00:00.000Z' }).success).toBe(true);
  });
});

describe('templateCosts', () => {
  it('costs a mowing season by hand', () => {
    const costs = templateCosts(mowing);
    // 42.50 × 1.25 × 28 = 1,487.50; 12.3333 × 28 = 345.3324 → 345.33
    expect(costs.lines.get('l')!.tCost).toBe(1487.5);
    expect(costs.lines.get('e')!.tCost).toBe(345.33);
    expect(costs.lines.get('l')!.tbHrs).toBe(35);
    expect(costs.totalCost).toBe(1832.83);
    expect(costs.totalHours).toBe(35);
    expect(costs.serviceCount).toBe(1);
    expect(costs.lineCount).toBe(3);
  });

  it('ignores typed rates and markups', () => {
    const priced = mowing.map((line) => ({ ...line, rate: 99, markup: 50 }));
    expect(templateCosts(priced).totalCost).toBe(1832.83);
  });

  it('the total is the sum of the leaf costs to the cent', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ qty: fc.integer({ min: 0, max: 1_000_000 }), visits: fc.integer({ min: 1, max: 52 }), cost: fc.integer({ min: 0, max: 10_000_000 }) }), { maxLength: 20 }),
        (rows) => {
          const items = [
            { id: 'p', parentId: null, name: 'S', type: 'labor' as const, qty: 1, visits: 1, cost: 0 },
            ...rows.map((row, index) => ({ id: `c${index}`, parentId: 'p', name: 'L', type: 'product' as const, qty: row.qty / 100, visits: row.visits, cost: row.cost / 10_000 })),
          ];
          const costs = templateCosts(items);
          // each line: qty (1/100) × cost (1/10,000) × visits → 1/1,000,000 dollars, rounded half-up to cents
          const expected = rows.reduce((sum, row) => {
            const micro = BigInt(row.qty) * BigInt(row.cost) * BigInt(row.visits);
            return sum + (micro + 5_000n) / 10_000n;
          }, 0n);
          expect(Math.round(costs.totalCost * 100)).toBe(Number(expected));
        },
      ),
    );
  });
});
