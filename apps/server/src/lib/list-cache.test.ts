import { describe, expect, it } from 'vitest';
import { acceptsGzip, ListCache } from './list-cache';

describe('ListCache', () => {
  it('builds once per company and version, and rebuilds when the version changes', async () => {
    const cache = new ListCache();
    let builds = 0;
    const build = (text: string) => async () => {
      builds += 1;
      return text;
    };
    expect((await cache.body('a', '"v1"', build('one'))).body.toString()).toBe('one');
    expect((await cache.body('a', '"v1"', build('other'))).body.toString()).toBe('one');
    expect((await cache.body('a', '"v2"', build('two'))).body.toString()).toBe('two');
    expect((await cache.body('b', '"v1"', build('bee'))).body.toString()).toBe('bee');
    expect(builds).toBe(3);
  });

  it('drops the least recently used company beyond its limits', async () => {
    const cache = new ListCache(2, 10);
    await cache.body('a', '1', async () => 'aaaa');
    await cache.body('b', '1', async () => 'bbbb');
    await cache.body('a', '1', async () => 'never');
    await cache.body('c', '1', async () => 'cccc');
    let rebuilt = '';
    await cache.body('b', '1', async () => (rebuilt = 'b again'));
    expect(rebuilt).toBe('b again');
  });

  it('gzips once per version', async () => {
    const cache = new ListCache();
    const entry = await cache.body('a', '1', async () => 'x'.repeat(1000));
    const first = ListCache.gzipped(entry);
    expect(ListCache.gzipped(entry)).toBe(first);
    expect((await first).length).toBeLessThan(100);
  });
});

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['*', true],
    ['gzip;q=0', false],
    ['br', false],
    [undefined, false],
  ])('%s → %s', (header, expected) => expect(acceptsGzip(header)).toBe(expected));
});
