import { describe, expect, it } from 'vitest';

import { canMoveEstimate, createEstimateInputSchema, estimateItemsSchema } from './estimates.schemas';

const clientId = '4c0f8a8e-5d1e-4f4e-9d8e-2b7a1c3d4e5f';
const parent = { id: 'p1', name: 'Weekly mowing', type: 'labor' };
const child = { id: 'c1', parentId: 'p1', name: 'Crew labour', type: 'labor', qty: 0.75, visits: 28, cost: 22.5 };

const issuesOf = (input: unknown) => {
  const result = estimateItemsSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('estimate items', () => {
  it('takes a two-level tree and fills the defaults', () => {
    const items = estimateItemsSchema.parse([parent, child]);
    expect(items[0]).toMatchObject({ parentId: null, qty: 1, visits: 1, cost: 0, taxable: true, status: 'Draft', isEditable: true });
    expect(items[1]).toMatchObject({ parentId: 'p1', rate: null, markup: null, bHrs: null });
  });

  it.each([
    [[parent, { ...child, parentId: 'nope' }], '1.parentId: A line must belong to a service line of this estimate'],
    [[parent, child, { ...child, id: 'c2', parentId: 'c1' }], '2.parentId: A line must belong to a service line of this estimate'],
    [[parent, { ...child, id: 'p1' }], '1.id: Line ids must be unique'],
    [[parent, { ...child, qty: -1 }], '1.qty: Quantity cannot be negative'],
    [[parent, { ...child, cost: 1.23456 }], '1.cost: Unit cost can have at most 4 decimal places'],
    [[parent, { ...child, visits: 1.5 }], '1.visits: Visits must be a whole number'],
    [[parent, { ...child, type: 'fee' }], '1.type: Type must be labor, equipment, product or subcontractor'],
    [[{ ...parent, name: ' ' }], '0.name: Name is required'],
  ])('refuses %j', (input, message) => {
    expect(issuesOf(input)).toContain(message);
  });

  it('drops figures a client tries to set', () => {
    const [line] = estimateItemsSchema.parse([{ ...parent, total: 999_999, margin: 99, calc: 5 }]);
    expect(line).not.toHaveProperty('total');
    expect(line).not.toHaveProperty('margin');
  });
});

describe('estimates', () => {
  it('needs a client and a client type', () => {
    expect(createEstimateInputSchema.safeParse({ clientType: 'vendor' }).success).toBe(false);
    expect(createEstimateInputSchema.parse({ clientId, clientType: 'lead' })).toMatchObject({ adjustmentPercent: 0, items: [] });
  });

  it('moves through the proposal statuses only forward or back to draft', () => {
    expect(canMoveEstimate('draft', 'sent')).toBe(true);
    expect(canMoveEstimate('sent', 'approved')).toBe(true);
    expect(canMoveEstimate('approved', 'draft')).toBe(true);
    expect(canMoveEstimate('approved', 'converted')).toBe(false);
    expect(canMoveEstimate('draft', 'approved')).toBe(false);
    expect(canMoveEstimate('converted', 'draft')).toBe(false);
  });
});
