import { describe, expect, it } from 'vitest';
import { dashboardWindow, seriesSlots } from './dashboard-window.js';

describe('dashboardWindow', () => {
  const now = new Date('2026-11-18T07:00:00Z');

  it('covers today by the hour, until Karachi’s next midnight', () => {
    const window = dashboardWindow('today', now);
    expect(window.from.toISOString()).toBe('2026-11-17T19:00:00.000Z');
    expect(window.to.toISOString()).toBe('2026-11-18T19:00:00.000Z');
    const slots = seriesSlots(window);
    expect(slots).toHaveLength(24);
    expect(slots.map((slot) => slot.label).slice(0, 3)).toEqual(['00:00', '01:00', '02:00']);
    expect(slots.at(-1)?.label).toBe('23:00');
    expect(slots[1]?.at.toISOString()).toBe('2026-11-17T20:00:00.000Z');
  });

  it('covers 7 and 30 Karachi days by the day, today last', () => {
    const week = seriesSlots(dashboardWindow('7d', now));
    expect(week.map((slot) => slot.label)).toEqual([
      '2026-11-12',
      '2026-11-13',
      '2026-11-14',
      '2026-11-15',
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
    ]);
    const month = dashboardWindow('30d', now);
    expect(month.from.toISOString()).toBe('2026-10-19T19:00:00.000Z');
    expect(seriesSlots(month)).toHaveLength(30);
    expect(seriesSlots(month).at(-1)?.label).toBe('2026-11-18');
  });
});
