import { describe, expect, it } from 'vitest';
import { isAllDay, storeWeekDay, weekHours } from './store-hours';

describe('weekHours', () => {
  it('pairs working_days with time_slots, Monday first, with closed days empty', () => {
    const week = weekHours({
      working_days: ['Sunday', 'Friday', 'Friday', 'Monday'],
      time_slots: [
        { start_time: '12:00', end_time: '22:00' },
        { start_time: '09:00', end_time: '12:30' },
        { start_time: '14:30', end_time: '23:00' },
        { start_time: '10:00', end_time: '22:00' },
      ],
    });
    expect(week.map((day) => day.day)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(week[0]?.slots).toEqual([{ start: '10:00', end: '22:00' }]);
    expect(week[1]?.slots).toEqual([]);
    expect(week[4]?.slots).toEqual([
      { start: '09:00', end: '12:30' },
      { start: '14:30', end: '23:00' },
    ]);
    expect(week[6]?.slots).toEqual([{ start: '12:00', end: '22:00' }]);
  });

  it('ignores a working day without its slot', () => {
    const week = weekHours({ working_days: ['Monday'], time_slots: [] });
    expect(week[0]?.slots).toEqual([]);
  });
});

describe('storeWeekDay', () => {
  it("uses Karachi's date, not the browser's", () => {
    // 20:30 UTC on a Sunday is already Monday 01:30 in Karachi (UTC+5).
    expect(storeWeekDay(new Date('2025-06-01T20:30:00Z'))).toBe('Monday');
    expect(storeWeekDay(new Date('2025-06-01T10:00:00Z'))).toBe('Sunday');
  });
});

describe('isAllDay', () => {
  it('knows a slot open around the clock', () => {
    expect(isAllDay({ start: '00:00', end: '23:59' })).toBe(true);
    expect(isAllDay({ start: '09:00', end: '01:00' })).toBe(false);
  });
});
