import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isStorableText, unstorableTextPaths } from './storable-text';

describe('isStorableText', () => {
  it.each([
    ['plain text', 'Jane Doe', true],
    ['accents and emoji (a surrogate pair)', 'Zoë 🌱 Łąka', true],
    ['an empty string', '', true],
    ['a NUL character', 'a\u0000b', false],
    ['a lone high surrogate', 'a\ud800b', false],
    ['a lone low surrogate', '\udc00', false],
    ['a high surrogate at the end', 'abc\ud83c', false],
    ['two high surrogates then a low one', '\ud83c\ud83c\udf31', false],
    ['a pair in the wrong order', '\udf31\ud83c', false],
  ])('%s → %s', (_name, text, expected) => {
    expect(isStorableText(text)).toBe(expected);
  });

  it('agrees with UTF-8 round-tripping for any string without NUL', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const roundTrips = new TextDecoder().decode(new TextEncoder().encode(text)) === text;
        expect(isStorableText(text)).toBe(roundTrips && !text.includes('\u0000'));
      }),
    );
  });
});

describe('unstorableTextPaths', () => {
  it('names every bad string by its path, through objects and arrays', () => {
    const body = {
      firstName: 'a\u0000b',
      items: [{ name: 'Mowing' }, { name: '\ud800', children: [{ note: 'ok' }, { note: 'x\u0000' }] }],
      count: 3,
      ok: null,
    };
    expect(unstorableTextPaths(body)).toEqual(['firstName', 'items.1.name', 'items.1.children.1.note']);
  });

  it('reports a bad key at the path of its object', () => {
    expect(unstorableTextPaths({ answers: { 'q\u0000': 'yes', fine: 'x' } })).toEqual(['answers']);
  });

  it('checks a single value under the name it is given', () => {
    expect(unstorableTextPaths('%\u0000', 'department')).toEqual(['department']);
    expect(unstorableTextPaths('Design', 'department')).toEqual([]);
  });

  it('finds nothing in storable values', () => {
    expect(unstorableTextPaths({ a: ['x', { b: 'ÿ 🌳' }], n: 1, t: true })).toEqual([]);
    expect(unstorableTextPaths(undefined)).toEqual([]);
  });

  it('walks any depth without overflowing the stack', () => {
    let deep: unknown = 'leaf\u0000';
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(unstorableTextPaths(deep)).toHaveLength(1);
    let fine: unknown = 'leaf';
    for (let level = 0; level < 100_000; level += 1) fine = { deeper: fine };
    expect(unstorableTextPaths(fine)).toEqual([]);
  });
});
