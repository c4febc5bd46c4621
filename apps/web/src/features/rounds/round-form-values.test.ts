import { createRoundInputSchema } from '@groundwork/domain/rounds';
import { describe, expect, it } from 'vitest';
import { emptyRound, moveStop, roundBody } from './round-form-values';

describe('roundBody', () => {
  it('sends numbers for the weekday and month, null for what is blank, and the stops in order', () => {
    const body = roundBody({ ...emptyRound, name: 'Tuesday mowing', weekday: '2', crewId: '' }, ['b', 'a']);
    expect(body).toMatchObject({ name: 'Tuesday mowing', crewId: null, rhythm: 'weekly', weekday: 2, month: null, startDate: null, propertyIds: ['b', 'a'] });
    expect(createRoundInputSchema.safeParse({ ...body, propertyIds: [] }).success).toBe(true);
  });
});

describe('moveStop', () => {
  it('swaps a stop with its neighbour, and leaves the ends alone', () => {
    expect(moveStop(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveStop(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveStop(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveStop(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
