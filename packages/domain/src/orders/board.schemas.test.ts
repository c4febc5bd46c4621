import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boardDays, boardMoveInputSchema, placeInLane } from './board.schemas';

describe('boardDays', () => {
  it('is the day itself, or Monday to Sunday of its week', () => {
    expect(boardDays('day', '2026-11-26')).toEqual(['2026-11-26']);
    // Thursday 26 November 2026 → Monday 23 … Sunday 29.
    expect(boardDays('week', '2026-11-26')).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29']);
    expect(boardDays('week', '2026-11-29')[0]).toBe('2026-11-23');
    expect(boardDays('week', '2026-11-30')[0]).toBe('2026-11-30');
    // Across a year end.
    expect(boardDays('week', '2027-01-01')).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03']);
  });
});

describe('placeInLane', () => {
  it('puts the order at the position, moving within the lane or joining it', () => {
    expect(placeInLane(['a', 'b', 'c'], 'c', 0)).toEqual(['c', 'a', 'b']);
    expect(placeInLane(['a', 'b', 'c'], 'a', 2)).toEqual(['b', 'c', 'a']);
    expect(placeInLane(['a', 'b'], 'x', 1)).toEqual(['a', 'x', 'b']);
    expect(placeInLane(['a', 'b'], 'x', 99)).toEqual(['a', 'b', 'x']);
    expect(placeInLane([], 'x', 3)).toEqual(['x']);
  });

  it('never loses or doubles an order', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 50 }), { maxLength: 30 }), fc.integer({ min: 0, max: 60 }), fc.integer({ min: -5, max: 40 }), (lane, moved, index) => {
        const ids = lane.map(String);
        const placed = placeInLane(ids, String(moved), index);
        expect(new Set(placed).size).toBe(placed.length);
        expect(new Set(placed)).toEqual(new Set([...ids, String(moved)]));
      }),
    );
  });
});

describe('boardMoveInputSchema', () => {
  const id = '8a2f0c4e-3b1d-4e5f-9a6b-7c8d9e0f1a2b';
  it('moves either an order (with the version it was shown at) or a visit', () => {
    expect(boardMoveInputSchema.safeParse({ orderId: id, updatedAt: '2026-11-26T10:00:00.000Z', crewId: id, date: '2026-11-27', index: 0 }).success).toBe(true);
    expect(boardMoveInputSchema.safeParse({ jobVisitId: id, crewId: null, date: '2026-11-27', index: 0 }).success).toBe(true);
    expect(boardMoveInputSchema.safeParse({ orderId: id, jobVisitId: id, updatedAt: '2026-11-26T10:00:00.000Z', crewId: id, date: '2026-11-27', index: 0 }).success).toBe(false);
    expect(boardMoveInputSchema.safeParse({ orderId: id, crewId: id, date: '2026-11-27', index: 0 }).success).toBe(false);
  });
});
