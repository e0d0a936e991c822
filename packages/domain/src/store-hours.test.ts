import { describe, expect, it } from 'vitest';
import { isOpenAt, isOpenOnClock, type WorkingSlot } from './store-hours.js';

const SUNDAY = 0;
const THURSDAY = 4;
const FRIDAY = 5;
const SATURDAY = 6;

/** An instant given as Karachi wall-clock time (UTC+5). */
function karachi(isoLocal: string): Date {
  return new Date(`${isoLocal}+05:00`);
}

function everyDay(startTime: string, endTime: string): WorkingSlot[] {
  return [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, startTime, endTime }));
}

describe('isOpenAt', () => {
  const daily = everyDay('10:00', '22:00');

  it('is open from the start time up to, not including, the end time', () => {
    expect(isOpenAt(daily, karachi('2026-01-05T09:59'))).toBe(false);
    expect(isOpenAt(daily, karachi('2026-01-05T10:00'))).toBe(true);
    expect(isOpenAt(daily, karachi('2026-01-05T21:59'))).toBe(true);
    expect(isOpenAt(daily, karachi('2026-01-05T22:00'))).toBe(false);
  });

  it('reads the clock in Karachi, not in UTC', () => {
    // 04:30 UTC is 09:30 in Karachi: still closed; 05:30 UTC is 10:30: open.
    expect(isOpenAt(daily, new Date('2026-01-05T04:30:00Z'))).toBe(false);
    expect(isOpenAt(daily, new Date('2026-01-05T05:30:00Z'))).toBe(true);
  });

  it('runs a slot past midnight into the next day (Friday 18:00–02:00 covers Saturday 01:00)', () => {
    const fridayNight: WorkingSlot[] = [
      { dayOfWeek: FRIDAY, startTime: '18:00', endTime: '02:00' },
    ];
    // 2026-01-02 is a Friday, 2026-01-03 a Saturday.
    expect(isOpenAt(fridayNight, karachi('2026-01-02T17:59'))).toBe(false);
    expect(isOpenAt(fridayNight, karachi('2026-01-02T23:30'))).toBe(true);
    expect(isOpenAt(fridayNight, karachi('2026-01-03T01:00'))).toBe(true);
    expect(isOpenAt(fridayNight, karachi('2026-01-03T02:00'))).toBe(false);
    // The slot belongs to Friday only: Saturday evening stays closed.
    expect(isOpenAt(fridayNight, karachi('2026-01-03T19:00'))).toBe(false);
    // Thursday after midnight is Friday morning, before the slot starts.
    expect(isOpenAt(fridayNight, karachi('2026-01-02T01:00'))).toBe(false);
  });

  it('carries a Saturday-night slot into Sunday morning across the week boundary', () => {
    const saturdayNight: WorkingSlot[] = [
      { dayOfWeek: SATURDAY, startTime: '20:00', endTime: '03:00' },
    ];
    // 2026-01-04 is a Sunday.
    expect(isOpenAt(saturdayNight, karachi('2026-01-04T02:59'))).toBe(true);
    expect(isOpenAt(saturdayNight, karachi('2026-01-04T03:00'))).toBe(false);
  });

  it('closes for the Friday prayer break and opens again in the afternoon', () => {
    const slots: WorkingSlot[] = [
      { dayOfWeek: THURSDAY, startTime: '09:00', endTime: '22:00' },
      { dayOfWeek: FRIDAY, startTime: '09:00', endTime: '12:30' },
      { dayOfWeek: FRIDAY, startTime: '14:30', endTime: '22:00' },
    ];
    expect(isOpenAt(slots, karachi('2026-01-02T12:00'))).toBe(true);
    expect(isOpenAt(slots, karachi('2026-01-02T13:15'))).toBe(false);
    expect(isOpenAt(slots, karachi('2026-01-02T14:30'))).toBe(true);
    // Thursday at the same time has no break.
    expect(isOpenAt(slots, karachi('2026-01-01T13:15'))).toBe(true);
  });

  it('treats 00:00–23:59 every day as open around the clock (24/7)', () => {
    const always = everyDay('00:00', '23:59');
    for (const time of ['00:00', '03:17', '12:00', '23:58', '23:59']) {
      expect(isOpenAt(always, karachi(`2026-01-07T${time}`))).toBe(true);
    }
  });

  it('treats an end equal to the start as a full day', () => {
    const slots: WorkingSlot[] = [{ dayOfWeek: SUNDAY, startTime: '06:00', endTime: '06:00' }];
    expect(isOpenAt(slots, karachi('2026-01-04T23:00'))).toBe(true);
    expect(isOpenAt(slots, karachi('2026-01-05T05:59'))).toBe(true);
    expect(isOpenAt(slots, karachi('2026-01-05T06:00'))).toBe(false);
  });

  it('is closed on a day without slots and with no slots at all', () => {
    const closedSunday = [1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
      dayOfWeek,
      startTime: '10:00',
      endTime: '20:00',
    }));
    expect(isOpenAt(closedSunday, karachi('2026-01-04T12:00'))).toBe(false);
    expect(isOpenAt(closedSunday, karachi('2026-01-05T12:00'))).toBe(true);
    expect(isOpenAt([], karachi('2026-01-05T12:00'))).toBe(false);
  });

  it('ignores malformed slots instead of guessing', () => {
    const slots: WorkingSlot[] = [
      { dayOfWeek: 9, startTime: '00:00', endTime: '23:59' },
      { dayOfWeek: 1, startTime: 'open', endTime: '23:59' },
    ];
    expect(isOpenOnClock(slots, { dayOfWeek: 1, minuteOfDay: 600 })).toBe(false);
  });
});
