import { describe, expect, it } from 'vitest';
import { RECONNECT_HINT_MS, shutdownReconnectHintMs } from './order-event-streams.js';

describe('shutdownReconnectHintMs', () => {
  it('spreads reconnections over one more hint’s length', () => {
    expect(shutdownReconnectHintMs(() => 0)).toBe(RECONNECT_HINT_MS);
    expect(shutdownReconnectHintMs(() => 0.5)).toBe(RECONNECT_HINT_MS * 1.5);
    expect(shutdownReconnectHintMs(() => 0.9999)).toBeLessThan(2 * RECONNECT_HINT_MS);
  });
});
