import {
  MINUTES_PER_DAY,
  dayOfWeekOfDay,
  instantOfKarachiMinutes,
  isPausedAt,
  karachiDate,
  karachiMinutes,
  karachiTime,
  parseClockMinutes,
  type DeliverySlot,
  type StoreAvailability,
  type WorkingSlot,
} from '@sauda/domain';

/** A delivery window the checkout offers: two hours, the last one of a day cut at closing. */
export const DELIVERY_WINDOW_MINUTES = 120;

const LAST_MINUTE_OF_DAY = MINUTES_PER_DAY - 1;

/** Karachi minutes of a store slot on a given local day (store-hours.ts rules for the end). */
function openSpan(slot: WorkingSlot, day: number): [number, number] | null {
  const start = parseClockMinutes(slot.startTime);
  const end = parseClockMinutes(slot.endTime);
  if (start === null || end === null) return null;
  const endOfDay = end === LAST_MINUTE_OF_DAY ? MINUTES_PER_DAY : end;
  const length = endOfDay > start ? endOfDay - start : endOfDay + MINUTES_PER_DAY - start;
  const from = day * MINUTES_PER_DAY + start;
  return [from, from + length];
}

function label(day: number, today: number, from: number, to: number): string {
  const name = day === today ? 'Today' : 'Tomorrow';
  const start = karachiTime(instantOfKarachiMinutes(from));
  const end = karachiTime(instantOfKarachiMinutes(to));
  return `${name}, ${start} – ${end}`;
}

/** When a store takes no orders whatever its hours say: its holidays and a pause. */
export type StoreClosures = Omit<StoreAvailability, 'slots'>;

/** Closed at a window's start by a holiday or a pause, as `isTakingOrdersAt` reads them. */
function isClosedAt(startsAt: Date, { holidays = [], pausedUntil }: StoreClosures): boolean {
  return holidays.includes(karachiDate(startsAt)) || isPausedAt(pausedUntil, startsAt);
}

/**
 * The delivery windows of today and tomorrow (Asia/Karachi) within the store's opening hours
 * that start no sooner than its delivery time from now, and not on a holiday or during a
 * pause. A slot of yesterday that runs past midnight still offers its windows after midnight
 * today.
 */
export function deliverySlots(
  hours: readonly WorkingSlot[],
  deliveryMinutes: number,
  now: Date,
  closures: StoreClosures = {},
): DeliverySlot[] {
  const today = Math.floor(karachiMinutes(now) / MINUTES_PER_DAY);
  const earliest = now.getTime() + Math.max(0, deliveryMinutes) * 60_000;
  const byStart = new Map<number, DeliverySlot>();
  for (const day of [today - 1, today, today + 1]) {
    for (const slot of hours.filter((hour) => hour.dayOfWeek === dayOfWeekOfDay(day))) {
      const span = openSpan(slot, day);
      if (!span) continue;
      for (let from = span[0]; from < span[1]; from += DELIVERY_WINDOW_MINUTES) {
        const startDay = Math.floor(from / MINUTES_PER_DAY);
        const startsAt = instantOfKarachiMinutes(from);
        if (startDay < today || startDay > today + 1 || startsAt.getTime() < earliest) continue;
        if (isClosedAt(startsAt, closures)) continue;
        const to = Math.min(from + DELIVERY_WINDOW_MINUTES, span[1]);
        byStart.set(startsAt.getTime(), {
          starts_at: startsAt.toISOString(),
          ends_at: instantOfKarachiMinutes(to).toISOString(),
          label: label(startDay, today, from, to),
        });
      }
    }
  }
  return [...byStart.entries()].sort(([a], [b]) => a - b).map(([, slot]) => slot);
}

/** The offered slot that starts at `text` (any ISO spelling of the same instant). */
export function findDeliverySlot(
  slots: readonly DeliverySlot[],
  text: string,
): DeliverySlot | undefined {
  const at = Date.parse(text);
  if (Number.isNaN(at)) return undefined;
  return slots.find((slot) => Date.parse(slot.starts_at) === at);
}
