import { describe, expect, it } from 'vitest';
import { pauseUntil } from './pause-until';

/** Friday 27 November 2026, 14:00 in Karachi. */
const NOW = new Date('2026-11-27T09:00:00Z');

describe('pauseUntil', () => {
  it('pauses for the chosen minutes from now', () => {
    expect(pauseUntil(15, NOW)).toBe('2026-11-27T09:15:00.000Z');
    expect(pauseUntil(60, NOW)).toBe('2026-11-27T10:00:00.000Z');
  });

  it('pauses "until I reopen" for the longest pause, a little short of 30 days', () => {
    expect(pauseUntil('untilReopened', NOW)).toBe('2026-12-27T08:55:00.000Z');
  });
});
