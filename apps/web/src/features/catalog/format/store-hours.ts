import { WEEK_DAYS, karachiClock, type Company } from '@sauda/domain';

type WeekDay = (typeof WEEK_DAYS)[number];

export interface Slot {
  start: string;
  end: string;
}

export interface DayHours {
  day: WeekDay;
  slots: Slot[];
}

/** Monday first, as Pakistani shop boards list the week. */
const DISPLAY_ORDER: readonly WeekDay[] = [...WEEK_DAYS.slice(1), WEEK_DAYS[0]];

/** The store's week from the parallel working_days and time_slots lists, Monday first. */
export function weekHours(store: Pick<Company, 'working_days' | 'time_slots'>): DayHours[] {
  return DISPLAY_ORDER.map((day) => ({
    day,
    slots: store.working_days.flatMap((workingDay, index) => {
      const slot = store.time_slots[index];
      return workingDay === day && slot ? [{ start: slot.start_time, end: slot.end_time }] : [];
    }),
  }));
}

/** The weekday in Karachi, where every store is: a shopper abroad still sees the store's day. */
export function storeWeekDay(now: Date = new Date()): WeekDay {
  return WEEK_DAYS[karachiClock(now).dayOfWeek] ?? 'Monday';
}

/** "00:00"–"23:59" (or an end equal to the start) is open around the clock. */
export function isAllDay(slot: Slot): boolean {
  return (slot.start === '00:00' && slot.end === '23:59') || slot.start === slot.end;
}
