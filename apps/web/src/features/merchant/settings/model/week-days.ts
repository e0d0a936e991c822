import type { WeeklySlot } from '@sauda/domain';
import { sortedSlots } from './settings-form-values';

/** The days as the settings list them, Monday first; numbers are Date#getDay's (0 = Sunday). */
export const WEEK_DAYS_IN_ORDER = Object.freeze([1, 2, 3, 4, 5, 6, 0] as const);

/** Every day gets the hours of `day`; the other days' hours are replaced. */
export function copyDayToAll(slots: readonly WeeklySlot[], day: number): WeeklySlot[] {
  const template = slots.filter((slot) => slot.day_of_week === day);
  return sortedSlots(
    WEEK_DAYS_IN_ORDER.flatMap((weekDay) =>
      template.map((slot) => ({ ...slot, day_of_week: weekDay })),
    ),
  );
}

/** An end before its start runs past midnight into the next day. */
export function endsNextDay(slot: Pick<WeeklySlot, 'start_time' | 'end_time'>): boolean {
  return slot.end_time !== '' && slot.start_time !== '' && slot.end_time < slot.start_time;
}
