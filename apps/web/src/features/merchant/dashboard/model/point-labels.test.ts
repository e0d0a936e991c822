import { describe, expect, it } from 'vitest';
import { leftToRight } from './bidi';
import { pointLabels } from './point-labels';

describe('pointLabels', () => {
  it("names today's points by Karachi's hour", () => {
    // 09:00 UTC is 14:00 in Karachi.
    const point = { at: '2026-11-27T09:00:00.000Z', label: 'server' };
    expect(pointLabels(point, 'today', 'en')).toEqual({
      short: '14:00',
      long: leftToRight('14:00–15:00'),
    });
  });

  it('runs the last hour of the day to midnight', () => {
    const point = { at: '2026-11-27T18:00:00.000Z', label: 'server' };
    expect(pointLabels(point, 'today', 'en').long).toBe(leftToRight('23:00–00:00'));
  });

  it("names the days of 7 and 30 days by Karachi's date, not the UTC one", () => {
    // 19:00 UTC on the 26th is already midnight of the 27th in Karachi.
    const point = { at: '2026-11-26T19:00:00.000Z', label: 'server' };
    expect(pointLabels(point, '7d', 'en')).toEqual({ short: '27 Nov', long: 'Fri, 27 Nov' });
    expect(pointLabels(point, '30d', 'en').short).toBe('27 Nov');
  });

  it('isolates the hours left to right, so Urdu keeps their order', () => {
    expect(leftToRight('14:00–15:00')).toBe('\u206614:00–15:00\u2069');
  });

  it('writes the month in Urdu for Urdu readers, with Latin digits', () => {
    const point = { at: '2026-11-26T19:00:00.000Z', label: 'server' };
    expect(pointLabels(point, '7d', 'ur').short).toBe('27 نومبر');
  });

  it("falls back to the server's label when the instant cannot be read", () => {
    const point = { at: 'soon', label: 'Mon' };
    expect(pointLabels(point, '7d', 'en')).toEqual({ short: 'Mon', long: 'Mon' });
  });
});
