import type { WorkingSlot } from '@sauda/domain';
import { describe, expect, it } from 'vitest';
import { deliverySlots, findDeliverySlot } from './delivery-slots.js';

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
const daily = (startTime: string, endTime: string, days = EVERY_DAY): WorkingSlot[] =>
  days.map((dayOfWeek) => ({ dayOfWeek, startTime, endTime }));

/** Karachi wall-clock text to the instant (UTC+5 all year). */
const karachi = (text: string) => new Date(`${text}+05:00`);

// Wednesday 18 November 2026.
const WEDNESDAY_NOON = karachi('2026-11-18T12:00:00');

describe('deliverySlots', () => {
  it('offers two-hour windows of today and tomorrow that start after the delivery time', () => {
    const slots = deliverySlots(daily('09:00', '01:00'), 95, WEDNESDAY_NOON);
    // Earliest start 13:35: today's windows from 15:00, then all of tomorrow's.
    expect(slots.map((slot) => slot.label)).toEqual([
      'Today, 15:00 – 17:00',
      'Today, 17:00 – 19:00',
      'Today, 19:00 – 21:00',
      'Today, 21:00 – 23:00',
      'Today, 23:00 – 01:00',
      'Tomorrow, 09:00 – 11:00',
      'Tomorrow, 11:00 – 13:00',
      'Tomorrow, 13:00 – 15:00',
      'Tomorrow, 15:00 – 17:00',
      'Tomorrow, 17:00 – 19:00',
      'Tomorrow, 19:00 – 21:00',
      'Tomorrow, 21:00 – 23:00',
      'Tomorrow, 23:00 – 01:00',
    ]);
    expect(slots[0]).toEqual({
      starts_at: '2026-11-18T10:00:00.000Z',
      ends_at: '2026-11-18T12:00:00.000Z',
      label: 'Today, 15:00 – 17:00',
    });
    expect(slots[4]?.ends_at).toBe('2026-11-18T20:00:00.000Z');
  });

  it('takes a window that starts exactly at the earliest time', () => {
    const slots = deliverySlots(daily('09:00', '21:00'), 60, karachi('2026-11-18T14:00:00'));
    expect(slots[0]?.label).toBe('Today, 15:00 – 17:00');
  });

  it('cuts the last window of a day at closing time', () => {
    const slots = deliverySlots(daily('10:00', '12:30', [3]), 0, karachi('2026-11-18T08:00:00'));
    expect(slots.map((slot) => slot.label)).toEqual([
      'Today, 10:00 – 12:00',
      'Today, 12:00 – 12:30',
    ]);
  });

  it('skips closed days and follows a break in the day', () => {
    // Closed on Sunday; Saturday late evening leaves only Saturday's last window.
    const hours = [
      ...daily('10:00', '20:00', [1, 2, 3, 4, 6]),
      { dayOfWeek: 5, startTime: '10:00', endTime: '12:30' },
      { dayOfWeek: 5, startTime: '14:30', endTime: '20:00' },
    ];
    const saturday = deliverySlots(hours, 30, karachi('2026-11-21T17:00:00'));
    expect(saturday.map((slot) => slot.label)).toEqual(['Today, 18:00 – 20:00']);

    const thursday = deliverySlots(hours, 30, karachi('2026-11-19T21:00:00'));
    expect(thursday.map((slot) => slot.label)).toEqual([
      'Tomorrow, 10:00 – 12:00',
      'Tomorrow, 12:00 – 12:30',
      'Tomorrow, 14:30 – 16:30',
      'Tomorrow, 16:30 – 18:30',
      'Tomorrow, 18:30 – 20:00',
    ]);
  });

  it('offers the after-midnight part of a slot that began the day before', () => {
    // Tuesday 18:00–02:00 covers Wednesday 00:00–02:00.
    const hours = [{ dayOfWeek: 2, startTime: '18:00', endTime: '02:00' }];
    const slots = deliverySlots(hours, 30, karachi('2026-11-17T23:15:00'));
    expect(slots.map((slot) => slot.label)).toEqual(['Tomorrow, 00:00 – 02:00']);
    expect(slots[0]?.starts_at).toBe('2026-11-17T19:00:00.000Z');
  });

  it('reads 23:59 as the end of the day', () => {
    const slots = deliverySlots(daily('20:00', '23:59', [3]), 0, karachi('2026-11-18T19:00:00'));
    expect(slots.map((slot) => slot.label)).toEqual([
      'Today, 20:00 – 22:00',
      'Today, 22:00 – 00:00',
    ]);
  });

  it('offers nothing when the store has no hours today or tomorrow', () => {
    expect(deliverySlots([], 30, WEDNESDAY_NOON)).toEqual([]);
    expect(deliverySlots(daily('10:00', '20:00', [0]), 30, WEDNESDAY_NOON)).toEqual([]);
  });
});

describe('deliverySlots on holidays and during a pause', () => {
  const lateHours = daily('09:00', '01:00');

  it('offers no window that starts on a holiday (Karachi date)', () => {
    const slots = deliverySlots(lateHours, 95, WEDNESDAY_NOON, { holidays: ['2026-11-19'] });
    // Wednesday's last window runs past midnight into the holiday: it starts on Wednesday.
    expect(slots.map((slot) => slot.label)).toEqual([
      'Today, 15:00 – 17:00',
      'Today, 17:00 – 19:00',
      'Today, 19:00 – 21:00',
      'Today, 21:00 – 23:00',
      'Today, 23:00 – 01:00',
    ]);
  });

  it('offers the after-midnight part of a slot on the day after a holiday', () => {
    // Tuesday 18:00–02:00 on a Tuesday holiday: its windows after midnight are Wednesday's.
    const hours = [{ dayOfWeek: 2, startTime: '18:00', endTime: '02:00' }];
    const slots = deliverySlots(hours, 30, karachi('2026-11-17T20:15:00'), {
      holidays: ['2026-11-17'],
    });
    expect(slots.map((slot) => slot.label)).toEqual(['Tomorrow, 00:00 – 02:00']);
  });

  it('offers no window that starts before the pause ends', () => {
    const pausedUntil = karachi('2026-11-18T18:30:00');
    const slots = deliverySlots(lateHours, 95, WEDNESDAY_NOON, { pausedUntil });
    expect(slots[0]?.label).toBe('Today, 19:00 – 21:00');
    expect(slots).toHaveLength(11);
  });

  it('ignores a pause that has ended and holidays of other days', () => {
    const closures = { pausedUntil: karachi('2026-11-18T11:00:00'), holidays: ['2026-11-25'] };
    expect(deliverySlots(lateHours, 95, WEDNESDAY_NOON, closures)).toEqual(
      deliverySlots(lateHours, 95, WEDNESDAY_NOON),
    );
  });
});

describe('findDeliverySlot', () => {
  const slots = deliverySlots(daily('09:00', '01:00'), 95, WEDNESDAY_NOON);

  it('finds a slot by any ISO spelling of its start', () => {
    expect(findDeliverySlot(slots, '2026-11-18T10:00:00.000Z')?.label).toBe('Today, 15:00 – 17:00');
    expect(findDeliverySlot(slots, '2026-11-18T15:00:00+05:00')?.label).toBe(
      'Today, 15:00 – 17:00',
    );
  });

  it('finds nothing for another time or text', () => {
    expect(findDeliverySlot(slots, '2026-11-18T10:30:00.000Z')).toBeUndefined();
    expect(findDeliverySlot(slots, 'tonight')).toBeUndefined();
  });
});
