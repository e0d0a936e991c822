import { describe, expect, it } from 'vitest';
import {
  historyPageKey,
  OrderHistoryCache,
  ORDER_HISTORY_PAGES_PER_SHOPPER,
} from './order-history-cache.js';

const SHOPPER = 7;
const NEIGHBOUR = 8;

/** A kept answer of `chars` characters (what it says does not matter to the cache). */
const pageOf = (chars: number) => 'x'.repeat(chars);

const keyOf = (page: number) => historyPageKey({ order_type: 'active', page, per_page: 24 });

function cacheWith(options: { maxChars?: number; trusted?: () => boolean } = {}) {
  let now = 1_000;
  const cache = new OrderHistoryCache({
    trusted: options.trusted ?? (() => true),
    ttlMs: 100,
    now: () => now,
    ...(options.maxChars === undefined ? {} : { maxChars: options.maxChars }),
  });
  const keep = (userId: number, key: string, answer = pageOf(2)) =>
    cache.set(userId, key, answer, cache.generation);
  return { cache, keep, later: (ms: number) => (now += ms) };
}

describe('OrderHistoryCache', () => {
  it('keys a page by tab, page and page size', () => {
    expect(historyPageKey({ order_type: 'past', page: 2, per_page: 10 })).toBe('past:2:10');
    expect(keyOf(1)).not.toBe(historyPageKey({ order_type: 'cancelled', page: 1, per_page: 24 }));
  });

  it('answers a kept page to its shopper only', () => {
    const { cache, keep } = cacheWith();
    const answer = '{"orders":[]}';
    keep(SHOPPER, keyOf(1), answer);
    expect(cache.get(SHOPPER, keyOf(1))).toBe(answer);
    expect(cache.get(NEIGHBOUR, keyOf(1))).toBeUndefined();
    expect(cache.get(SHOPPER, keyOf(2))).toBeUndefined();
  });

  it('lets a page go at the end of its time to live', () => {
    const { cache, keep, later } = cacheWith();
    keep(SHOPPER, keyOf(1));
    later(99);
    expect(cache.get(SHOPPER, keyOf(1))).toBeDefined();
    later(1);
    expect(cache.get(SHOPPER, keyOf(1))).toBeUndefined();
    expect(cache.chars).toBe(0);
  });

  it('forgets every page of one shopper and keeps the others', () => {
    const { cache, keep } = cacheWith();
    keep(SHOPPER, keyOf(1));
    keep(SHOPPER, keyOf(2));
    keep(NEIGHBOUR, keyOf(1));
    cache.forgetUser(SHOPPER);
    expect(cache.get(SHOPPER, keyOf(1))).toBeUndefined();
    expect(cache.get(SHOPPER, keyOf(2))).toBeUndefined();
    expect(cache.get(NEIGHBOUR, keyOf(1))).toBeDefined();
    expect(cache.chars).toBe(2);
  });

  it('does not keep an answer read before a forget (it may be older than the change)', () => {
    const { cache } = cacheWith();
    const generation = cache.generation;
    cache.forgetUser(NEIGHBOUR);
    cache.set(SHOPPER, keyOf(1), pageOf(1), generation);
    expect(cache.get(SHOPPER, keyOf(1))).toBeUndefined();
  });

  it('serves and keeps nothing while untrusted, and a clear empties it', () => {
    let trusted = true;
    const { cache, keep } = cacheWith({ trusted: () => trusted });
    keep(SHOPPER, keyOf(1));
    trusted = false;
    expect(cache.get(SHOPPER, keyOf(1))).toBeUndefined();
    keep(NEIGHBOUR, keyOf(1));
    trusted = true;
    expect(cache.get(NEIGHBOUR, keyOf(1))).toBeUndefined();
    cache.clear();
    expect(cache.get(SHOPPER, keyOf(1))).toBeUndefined();
    expect(cache.chars).toBe(0);
  });

  it('lets the least recently read shopper go once the characters pass the cap', () => {
    const { cache, keep } = cacheWith({ maxChars: 6 });
    keep(SHOPPER, keyOf(1));
    keep(NEIGHBOUR, keyOf(1));
    expect(cache.get(SHOPPER, keyOf(1))).toBeDefined();
    keep(9, keyOf(1));
    keep(10, keyOf(1));
    expect(cache.get(NEIGHBOUR, keyOf(1))).toBeUndefined();
    expect(cache.get(SHOPPER, keyOf(1))).toBeDefined();
    expect(cache.chars).toBe(6);
  });

  it('keeps a bounded number of pages per shopper, the oldest going first', () => {
    const { cache, keep } = cacheWith();
    for (let page = 1; page <= ORDER_HISTORY_PAGES_PER_SHOPPER + 1; page++) {
      keep(SHOPPER, keyOf(page));
    }
    expect(cache.get(SHOPPER, keyOf(1))).toBeUndefined();
    expect(cache.get(SHOPPER, keyOf(2))).toBeDefined();
    expect(cache.chars).toBe(ORDER_HISTORY_PAGES_PER_SHOPPER * 2);
  });

  it('replaces a page kept again rather than counting it twice', () => {
    const { cache, keep } = cacheWith();
    keep(SHOPPER, keyOf(1), pageOf(2));
    keep(SHOPPER, keyOf(1), pageOf(5));
    expect(cache.get(SHOPPER, keyOf(1))).toBe(pageOf(5));
    expect(cache.chars).toBe(5);
  });
});
