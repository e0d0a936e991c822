import { describe, expect, it } from 'vitest';
import { probeLogLevel } from './probe-log-level.js';

describe('probeLogLevel', () => {
  it('is warn for the levels that log requests', () => {
    for (const level of ['trace', 'debug', 'info', 'warn'] as const) {
      expect(probeLogLevel(level)).toBe('warn');
    }
  });

  it('keeps a quieter app level', () => {
    for (const level of ['error', 'fatal', 'silent'] as const) {
      expect(probeLogLevel(level)).toBe(level);
    }
  });
});
