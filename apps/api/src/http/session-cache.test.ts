import { describe, expect, it } from 'vitest';
import type { SessionWithUser } from '../modules/auth/sessions.repository.js';
import { SessionCache } from './session-cache.js';

const sessionOf = (userId: number, sessionId = userId) =>
  ({ session: { id: sessionId, userId }, user: { id: userId } }) as unknown as SessionWithUser;

function setup(options: { trusted?: boolean; maxEntries?: number } = {}) {
  let now = 1_000;
  let trusted = options.trusted ?? true;
  const cache = new SessionCache({
    trusted: () => trusted,
    ttlMs: 60_000,
    maxEntries: options.maxEntries ?? 10,
    now: () => now,
  });
  return {
    cache,
    advance: (ms: number) => (now += ms),
    distrust: () => (trusted = false),
  };
}

describe('SessionCache', () => {
  it('serves a kept session until its time is up', () => {
    const { cache, advance } = setup();
    cache.set('a', sessionOf(1), cache.generation);
    expect(cache.get('a')?.user.id).toBe(1);
    advance(60_000);
    expect(cache.get('a')).toBeUndefined();
  });

  it('forgets every session of a user, and only theirs', () => {
    const { cache } = setup();
    cache.set('a', sessionOf(1, 10), cache.generation);
    cache.set('b', sessionOf(1, 11), cache.generation);
    cache.set('c', sessionOf(2), cache.generation);
    cache.forgetUser(1);
    expect([cache.get('a'), cache.get('b')]).toEqual([undefined, undefined]);
    expect(cache.get('c')?.user.id).toBe(2);
  });

  it('does not keep an answer read before a forget (it may predate the change)', () => {
    const { cache } = setup();
    const before = cache.generation;
    cache.forgetUser(1);
    cache.set('a', sessionOf(1), before);
    expect(cache.get('a')).toBeUndefined();
  });

  it('neither serves nor keeps anything while the bus does not listen', () => {
    const { cache, distrust } = setup();
    cache.set('a', sessionOf(1), cache.generation);
    distrust();
    expect(cache.get('a')).toBeUndefined();
    cache.set('b', sessionOf(2), cache.generation);
    expect(cache.size).toBe(1);
  });

  it('keeps at most maxEntries, dropping the oldest', () => {
    const { cache } = setup({ maxEntries: 2 });
    for (const [key, user] of [
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ] as const) {
      cache.set(key, sessionOf(user), cache.generation);
    }
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')?.user.id).toBe(3);
  });

  it('replaces an entry without extending its life, and never brings back a forgotten one', () => {
    const { cache, advance } = setup();
    cache.set('a', sessionOf(1), cache.generation);
    advance(59_000);
    cache.replace('a', sessionOf(1, 99));
    expect(cache.get('a')?.session.id).toBe(99);
    advance(1_000);
    expect(cache.get('a')).toBeUndefined();
    cache.replace('a', sessionOf(1));
    expect(cache.get('a')).toBeUndefined();
  });
});
