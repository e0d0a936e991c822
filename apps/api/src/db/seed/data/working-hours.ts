/** Weekly schedules a seeded store can follow; days count from 0 = Sunday. */
export type HoursProfile =
  | 'daily'
  | 'daily-late'
  | 'early'
  | 'friday-prayer'
  | 'friday-morning'
  | 'closed-sunday'
  | 'lunch-dinner'
  | 'late-night'
  | 'always';

export interface TimeSlot {
  dayOfWeek: number;
  startTime: string;
  endTime: string;
}

const FRIDAY = 5;
const SUNDAY = 0;
const ALL_DAYS = [0, 1, 2, 3, 4, 5, 6];

type Slot = readonly [start: string, end: string];

function everyDay(slots: readonly Slot[], days: readonly number[] = ALL_DAYS): TimeSlot[] {
  return days.flatMap((dayOfWeek) => slots.map(([startTime, endTime]) => ({ dayOfWeek, startTime, endTime })));
}

function withFriday(regular: readonly Slot[], friday: readonly Slot[]): TimeSlot[] {
  return ALL_DAYS.flatMap((day) => everyDay(day === FRIDAY ? friday : regular, [day]));
}

/**
 * An end time earlier than the start time runs past midnight into the next day
 * (`17:00`–`02:00`); `00:00`–`23:59` is open around the clock.
 */
export const WORKING_HOURS: Readonly<Record<HoursProfile, readonly TimeSlot[]>> = {
  daily: everyDay([['10:00', '22:00']]),
  'daily-late': everyDay([['09:00', '01:00']]),
  early: everyDay([['07:00', '22:00']]),
  // Closed for Jumu'ah prayers, open again in the afternoon.
  'friday-prayer': withFriday([['09:00', '22:00']], [['09:00', '12:30'], ['14:30', '22:00']]),
  'friday-morning': withFriday([['10:00', '21:00']], [['09:00', '12:30']]),
  'closed-sunday': everyDay([['10:00', '20:00']], ALL_DAYS.filter((day) => day !== SUNDAY)),
  'lunch-dinner': everyDay([['12:00', '15:30'], ['18:30', '23:30']]),
  'late-night': everyDay([['17:00', '03:00']]),
  always: everyDay([['00:00', '23:59']]),
};
