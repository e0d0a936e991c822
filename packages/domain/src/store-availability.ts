/**
 * Whether a store takes orders at an instant: inside its weekly hours, not on one of its
 * holidays (Karachi dates) and not paused. The catalog, checkout and the back office all ask
 * this one question.
 */
import { karachiDate } from './karachi-clock.js';
import { isOpenAt, type WorkingSlot } from './store-hours.js';

export interface StoreAvailability {
  slots: readonly WorkingSlot[];
  /** Karachi dates "YYYY-MM-DD" the store is closed all day. */
  holidays?: readonly string[];
  pausedUntil?: Date | null;
}

export function isPausedAt(pausedUntil: Date | null | undefined, now: Date): boolean {
  return pausedUntil != null && pausedUntil.getTime() > now.getTime();
}

export function isTakingOrdersAt(store: StoreAvailability, now: Date): boolean {
  if (isPausedAt(store.pausedUntil, now)) return false;
  if (store.holidays?.includes(karachiDate(now))) return false;
  return isOpenAt(store.slots, now);
}
