import { describe, expect, it } from 'vitest';
import { backoffDelay } from './reconnect-backoff.js';

const options = { initialMs: 100, maxMs: 1_000 };
const noJitter = () => 0;

describe('backoffDelay', () => {
  it('doubles from the first wait up to the longest', () => {
    const waits = [0, 1, 2, 3, 4, 5, 40].map((attempt) => backoffDelay(attempt, options, noJitter));
    expect(waits).toEqual([100, 200, 400, 800, 1_000, 1_000, 1_000]);
  });

  it('takes up to a fifth off at random', () => {
    expect(backoffDelay(2, options, () => 1)).toBe(320);
    expect(backoffDelay(2, options, () => 0.5)).toBe(360);
  });
});
