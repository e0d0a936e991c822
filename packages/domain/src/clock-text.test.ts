import { describe, expect, it } from 'vitest';
import {
  formatClock,
  formatClockTime,
  formatHoursRange,
  karachiClockTime,
  karachiDateTime,
  karachiLongDate,
  parseClockMinutes,
} from './clock-text.js';

describe('parseClockMinutes and formatClock', () => {
  it('reads HH:MM and HH:MM:SS', () => {
    expect(parseClockMinutes('00:00')).toBe(0);
    expect(parseClockMinutes('18:30')).toBe(1110);
    expect(parseClockMinutes('23:59:00')).toBe(1439);
    expect(parseClockMinutes('24:00')).toBeNull();
    expect(parseClockMinutes('7:00')).toBeNull();
    expect(parseClockMinutes('noon')).toBeNull();
  });

  it('prints a time slot without seconds', () => {
    expect(formatClock('09:00:00')).toBe('09:00');
    expect(formatClock('18:30')).toBe('18:30');
  });
});

describe('formatClockTime and formatHoursRange: the 12-hour clock of store hours', () => {
  it('shows 12-hour times', () => {
    expect(formatClockTime('00:00')).toBe('12:00 AM');
    expect(formatClockTime('09:05')).toBe('9:05 AM');
    expect(formatClockTime('12:00')).toBe('12:00 PM');
    expect(formatClockTime('23:30')).toBe('11:30 PM');
    expect(formatClockTime('late')).toBe('late');
    expect(formatHoursRange('17:00', '02:00')).toBe('5:00 PM – 2:00 AM');
  });

  it('reads the seconds PostgreSQL prints and the minute before midnight', () => {
    expect(formatClockTime('00:30:00')).toBe('12:30 AM');
    expect(formatClockTime('12:59')).toBe('12:59 PM');
    expect(formatClockTime('23:59')).toBe('11:59 PM');
  });

  it('shows hours past midnight as the early morning they are', () => {
    expect(formatHoursRange('18:00', '02:00')).toBe('6:00 PM – 2:00 AM');
    expect(formatHoursRange('00:00', '23:59')).toBe('12:00 AM – 11:59 PM');
  });
});

describe('receipt dates in Asia/Karachi', () => {
  it('moves an evening in UTC to the next Karachi day', () => {
    const at = new Date('2026-11-22T20:30:00Z');
    expect(karachiLongDate(at)).toBe('23 Nov 2026');
    expect(karachiClockTime(at)).toBe('1:30 AM');
  });

  it('writes noon and midnight on a twelve-hour clock', () => {
    expect(karachiClockTime(new Date('2026-11-23T07:05:00Z'))).toBe('12:05 PM');
    expect(karachiClockTime(new Date('2026-11-22T19:00:00Z'))).toBe('12:00 AM');
    expect(karachiClockTime(new Date('2026-11-23T13:05:00Z'))).toBe('6:05 PM');
  });

  it('writes the placing time as date and time, crossing into a new year in Karachi', () => {
    expect(karachiDateTime(new Date('2026-11-23T13:05:00Z'))).toBe('23 Nov 2026, 6:05 PM');
    expect(karachiDateTime(new Date('2026-12-31T19:00:00Z'))).toBe('1 Jan 2027, 12:00 AM');
  });
});
