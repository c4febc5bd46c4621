import { describe, expect, it } from 'vitest';
import { recipeCost } from './recipe';
import { reorderIds } from './reorder';
import { createServiceInputSchema, questionInputSchema, reorderInputSchema } from './services.schemas';

const [a, b, c, d] = ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222', '33333333-3333-4333-8333-333333333333', '44444444-4444-4444-8444-444444444444'];

describe('reorderIds', () => {
  it('moves the source to the target’s place (drag and drop)', () => {
    expect(reorderIds([a, b, c, d], { sourceId: d, targetId: b })).toEqual([a, d, b, c]);
    expect(reorderIds([a, b, c, d], { sourceId: a, targetId: c })).toEqual([b, c, a, d]);
    expect(reorderIds([a, b, c], { sourceId: b, targetId: b })).toEqual([a, b, c]);
  });

  it('puts listed ids first and keeps the rest in their order', () => {
    expect(reorderIds([a, b, c, d], { ids: [c, a] })).toEqual([c, a, b, d]);
  });

  it('does nothing (null) when an id is not found or listed twice', () => {
    const unknown = '55555555-5555-4555-8555-555555555555';
    expect(reorderIds([a, b], { sourceId: unknown, targetId: a })).toBeNull();
    expect(reorderIds([a, b], { sourceId: a, targetId: unknown })).toBeNull();
    expect(reorderIds([a, b], { ids: [a, unknown] })).toBeNull();
    expect(reorderIds([a, b], { ids: [a, a] })).toBeNull();
  });

  it('accepts either request form and refuses anything else', () => {
    expect(reorderInputSchema.safeParse({ sourceId: a, targetId: b }).success).toBe(true);
    expect(reorderInputSchema.safeParse({ ids: [a] }).success).toBe(true);
    expect(reorderInputSchema.safeParse({ sourceId: a }).success).toBe(false);
  });
});

describe('recipeCost', () => {
  it('rounds each line to cents, then sums exactly by type', () => {
    const cost = recipeCost([
      { type: 'labor', qty: 0.75, hours: 0.75, unitCost: 27.5 }, // 20.625 → 20.63
      { type: 'equipment', qty: 0.5, hours: 0, unitCost: 14.25 }, // 7.125 → 7.13
      { type: 'equipment', qty: 0.25, hours: 0, unitCost: 18 }, // 4.50
      { type: 'product', qty: 0.1, hours: 0, unitCost: 0.1 }, // 0.01
    ]);
    expect(cost).toEqual({
      lineCosts: [20.63, 7.13, 4.5, 0.01],
      byType: { labor: 20.63, equipment: 11.63, product: 0.01, subcontractor: 0 },
      totalCost: 32.27,
      totalHours: 0.75,
    });
  });
});

describe('service schemas', () => {
  it('defaults: taxable, one visit a season, empty matrix and recipe, blank texts, no division', () => {
    expect(createServiceInputSchema.parse({ name: '  Aeration ' })).toEqual({
      name: 'Aeration',
      description: '',
      isTaxable: true,
      defaultVisits: 1,
      serviceClass: '',
      incomeAccount: '',
      incomeDivisionId: null,
      selectedCustomFieldId: null,
      rateMatrixData: { matrixRows: [], bottomSection: null },
      recipe: [],
    });
  });

  it('a choice question needs two options; other types drop them', () => {
    expect(questionInputSchema.safeParse({ questionText: 'Colour', answerType: 'choice', options: ['Brown'] }).success).toBe(false);
    expect(questionInputSchema.parse({ questionText: 'Fenced?', answerType: 'yes_no', options: ['x'] }).options).toEqual([]);
  });
});
