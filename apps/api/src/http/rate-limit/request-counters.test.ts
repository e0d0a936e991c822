import { describe, expect, it } from 'vitest';
import { memoryCounters } from './request-counters.js';

describe('memoryCounters', () => {
  it('counts within a window and starts again after it', async () => {
    let now = 0;
    const counters = memoryCounters(10, () => now);
    expect(await counters.hit('ip', 60_000)).toEqual({ current: 1, ttl: 60_000 });
    now = 59_000;
    expect(await counters.hit('ip', 60_000)).toEqual({ current: 2, ttl: 1_000 });
    now = 60_000;
    expect(await counters.hit('ip', 60_000)).toEqual({ current: 1, ttl: 60_000 });
  });

  it('keeps keys apart and forgets the oldest past its size', async () => {
    const counters = memoryCounters(2, () => 0);
    await counters.hit('a', 1_000);
    await counters.hit('a', 1_000);
    await counters.hit('b', 1_000);
    await counters.hit('c', 1_000);
    expect((await counters.hit('a', 1_000)).current).toBe(1);
    expect((await counters.hit('c', 1_000)).current).toBe(2);
  });
});
