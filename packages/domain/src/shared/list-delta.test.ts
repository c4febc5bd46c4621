import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listVersionSchema } from './list-delta';
import { mergeListDelta } from './list-merge';

const row = (id: string, name: string) => ({ id, name });

describe('mergeListDelta', () => {
  it('replaces changed rows in place, appends new ones and drops removed ids', () => {
    const held = [row('a', 'Ann'), row('b', 'Bob'), row('c', 'Cy')];
    const merged = mergeListDelta(held, { since: 4, version: 7, items: [row('b', 'Bobby'), row('d', 'Di')], removedIds: ['c'] });
    expect(merged).toEqual([row('a', 'Ann'), row('b', 'Bobby'), row('d', 'Di')]);
  });

  it('an answer without since is a whole list that replaces the copy', () => {
    expect(mergeListDelta([row('a', 'Ann')], { version: 2, items: [row('z', 'Zed')] })).toEqual([row('z', 'Zed')]);
  });

  it('a row written and then removed in the same delta is gone', () => {
    expect(mergeListDelta([row('a', 'Ann')], { since: 1, version: 3, items: [row('n', 'New')], removedIds: ['n'] })).toEqual([row('a', 'Ann')]);
  });

  it('never duplicates an id and keeps every untouched row', () => {
    const ids = fc.constantFrom<string>('a', 'b', 'c', 'd', 'e', 'f');
    fc.assert(
      fc.property(fc.uniqueArray(ids), fc.uniqueArray(ids), fc.uniqueArray(ids), (heldIds, changedIds, removedIds) => {
        const merged = mergeListDelta(
          heldIds.map((id) => row(id, 'old')),
          { since: 1, version: 2, items: changedIds.map((id) => row(id, 'new')), removedIds },
        );
        const mergedIds = merged.map((item) => item.id);
        expect(new Set(mergedIds).size).toBe(mergedIds.length);
        const expected = new Set([...heldIds, ...changedIds].filter((id) => !removedIds.includes(id)));
        expect(new Set(mergedIds)).toEqual(expected);
        for (const item of merged) expect(item.name).toBe(changedIds.includes(item.id) ? 'new' : 'old');
      }),
    );
  });
});

describe('listVersionSchema', () => {
  it.each([
    ['0', 0],
    ['17', 17],
  ])('reads %s', (text, version) => expect(listVersionSchema.parse(text)).toBe(version));

  it.each(['-1', '1.5', 'abc', '1e400'])('refuses %s with a message', (text) => {
    const result = listVersionSchema.safeParse(text);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('since must be a list version (a whole number of at least 0)');
  });
});
