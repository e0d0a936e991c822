import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache.js';

function cacheWithClock(maxEntries = 3, ttlMs = 1000) {
  const clock = { now: 0 };
  const cache = new TtlCache<string, number>({ maxEntries, ttlMs, now: () => clock.now });
  return { cache, clock };
}

describe('TtlCache', () => {
  it('keeps an entry until its TTL passes', () => {
    const { cache, clock } = cacheWithClock();
    cache.set('a', 1);
    clock.now = 999;
    expect(cache.get('a')).toBe(1);
    clock.now = 1000;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops the least recently used entry beyond its size', () => {
    const { cache } = cacheWithClock(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
  });

  it('shares one load between concurrent misses and caches its answer', async () => {
    const { cache } = cacheWithClock();
    let loads = 0;
    const load = async () => {
      loads += 1;
      await Promise.resolve();
      return 42;
    };
    expect(await Promise.all([cache.getOrLoad('k', load), cache.getOrLoad('k', load)])).toEqual([
      42, 42,
    ]);
    expect(await cache.getOrLoad('k', load)).toBe(42);
    expect(loads).toBe(1);
  });

  it('does not let a load that started before clear() fill the cache', async () => {
    const { cache } = cacheWithClock();
    let release: (value: number) => void = () => {};
    const slow = cache.getOrLoad('k', () => new Promise<number>((resolve) => (release = resolve)));
    cache.clear();
    release(1);
    expect(await slow).toBe(1);
    expect(cache.get('k')).toBeUndefined();
    expect(await cache.getOrLoad('k', () => Promise.resolve(2))).toBe(2);
  });

  it('forgets a failed load so the next call tries again', async () => {
    const { cache } = cacheWithClock();
    await expect(cache.getOrLoad('k', () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
    expect(await cache.getOrLoad('k', () => Promise.resolve(7))).toBe(7);
  });

  it('loads only the missing keys of a batch, once, in one call', async () => {
    const { cache } = cacheWithClock(10);
    cache.set('a', 1);
    const calls: string[][] = [];
    const load = (missing: string[]) => {
      calls.push(missing);
      return Promise.resolve(new Map(missing.map((key) => [key, key.length * 10])));
    };
    expect([...(await cache.getManyOrLoad(['a', 'bb', 'ccc'], load))]).toEqual([
      ['a', 1],
      ['bb', 20],
      ['ccc', 30],
    ]);
    await cache.getManyOrLoad(['bb', 'ccc'], load);
    expect(calls).toEqual([['bb', 'ccc']]);
  });

  it('answers a batch loaded across clear() without keeping it', async () => {
    const { cache } = cacheWithClock(10);
    const found = await cache.getManyOrLoad(['a'], (missing) => {
      cache.clear();
      return Promise.resolve(new Map(missing.map((key) => [key, 1])));
    });
    expect(found.get('a')).toBe(1);
    expect(cache.get('a')).toBeUndefined();
  });

  it('forgets only the entries the test calls stale', () => {
    const { cache } = cacheWithClock(10);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    cache.forget((key, value) => key === 'a' || value === 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 2, undefined]);
  });

  it('keeps a forgotten key’s running load from filling the cache, and no other key’s', async () => {
    const { cache } = cacheWithClock(10);
    const releases: (() => void)[] = [];
    const slowly = (value: number) =>
      new Promise<number>((resolve) => releases.push(() => resolve(value)));
    const stale = cache.getOrLoad('stale', () => slowly(1));
    const kept = cache.getOrLoad('kept', () => slowly(2));
    const batch = cache.getManyOrLoad(['batch-stale', 'batch-kept'], async (missing) => {
      await slowly(0);
      return new Map(missing.map((key) => [key, key.length]));
    });

    cache.forget((key) => key.endsWith('stale'));
    for (const release of releases) release();

    expect(await stale).toBe(1);
    expect(await kept).toBe(2);
    expect((await batch).get('batch-stale')).toBe('batch-stale'.length);
    expect(cache.get('stale')).toBeUndefined();
    expect(cache.get('batch-stale')).toBeUndefined();
    expect(cache.get('kept')).toBe(2);
    expect(cache.get('batch-kept')).toBe('batch-kept'.length);
  });
});
