import { describe, expect, it } from 'vitest';
import {
  instantOfKarachiMinutes,
  karachiClock,
  karachiDate,
  karachiMidnight,
  karachiMinutes,
  karachiTime,
  receiptFileName,
} from './karachi-clock.js';

const THURSDAY = 4;
const SATURDAY = 6;

describe('Karachi wall clock', () => {
  it('is UTC+5: late evening UTC is already the next day in Karachi', () => {
    const at = new Date('2026-11-22T19:30:00Z');
    expect(karachiDate(at)).toBe('2026-11-23');
    expect(karachiTime(at)).toBe('00:30');
  });

  it('names the receipt by the placing day in Karachi', () => {
    expect(receiptFileName(new Date('2026-11-23T13:05:00Z'))).toBe(
      'invoice-receipt-2026-11-23.pdf',
    );
    expect(receiptFileName(new Date('2026-12-31T19:00:00Z'))).toBe(
      'invoice-receipt-2027-01-01.pdf',
    );
  });
});

describe('karachiMinutes', () => {
  it('counts Karachi minutes and turns back into the same instant', () => {
    const at = new Date('2026-11-18T07:00:00Z');
    expect(karachiMinutes(at) % (24 * 60)).toBe(12 * 60);
    expect(instantOfKarachiMinutes(karachiMinutes(at)).toISOString()).toBe(at.toISOString());
  });
});

describe('karachiClock', () => {
  it('is UTC+5 without daylight saving, in winter and in summer', () => {
    // 2026-01-02 was a Friday; 19:30 UTC is 00:30 on Saturday in Karachi.
    expect(karachiClock(new Date('2026-01-02T19:30:00Z'))).toEqual({
      dayOfWeek: SATURDAY,
      minuteOfDay: 30,
    });
    expect(karachiClock(new Date('2026-07-02T07:00:00Z'))).toEqual({
      dayOfWeek: THURSDAY,
      minuteOfDay: 12 * 60,
    });
  });

  it('agrees with the Asia/Karachi time zone', () => {
    const instant = new Date('2026-03-15T21:47:00Z');
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Asia/Karachi',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(instant);
    const part = (type: string) => parts.find((p) => p.type === type)?.value;
    const days = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
    expect(karachiClock(instant)).toEqual({
      dayOfWeek: days.indexOf(part('weekday') ?? ''),
      minuteOfDay: Number(part('hour')) * 60 + Number(part('minute')),
    });
  });

  it('works before 1970 too', () => {
    // 1969-12-31 was a Wednesday.
    expect(karachiClock(new Date('1969-12-31T12:00:00+05:00')).dayOfWeek).toBe(3);
  });
});

describe('karachiMidnight', () => {
  it('is 19:00 UTC of the day before, the instant Karachi’s day starts', () => {
    expect(karachiMidnight(new Date('2026-11-18T07:00:00Z')).toISOString()).toBe(
      '2026-11-17T19:00:00.000Z',
    );
  });

  it('turns over at Karachi midnight, not at UTC midnight', () => {
    // 23:59:59.999 and 00:00 in Karachi.
    expect(karachiMidnight(new Date('2026-11-18T18:59:59.999Z')).toISOString()).toBe(
      '2026-11-17T19:00:00.000Z',
    );
    expect(karachiMidnight(new Date('2026-11-18T19:00:00Z')).toISOString()).toBe(
      '2026-11-18T19:00:00.000Z',
    );
    // 00:30 UTC is 05:30 in Karachi: still the same Karachi day as 23:00 UTC before it.
    expect(karachiMidnight(new Date('2026-11-19T00:30:00Z')).toISOString()).toBe(
      '2026-11-18T19:00:00.000Z',
    );
  });
});
