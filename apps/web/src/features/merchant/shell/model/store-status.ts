import {
  isPausedAt,
  isTakingOrdersAt,
  karachiDate,
  type MerchantStore,
  type MerchantStoreSummary,
} from '@sauda/domain';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What the pause control shows. A pause more than a day away was meant "until I reopen":
 * its clock time would only confuse.
 */
export type StoreStatus =
  | { kind: 'open' }
  /**
   * Closed for the day's holiday, outside the working hours, as a draft Sauda has not published
   * yet, or (from the summary) unknown.
   */
  | { kind: 'closed'; reason: 'holiday' | 'hours' | 'draft' | null }
  | { kind: 'paused'; until: Date; untilReopened: boolean };

function pausedUntilOf(store: MerchantStoreSummary): Date | null {
  if (store.paused_until === null) return null;
  const until = new Date(store.paused_until);
  return Number.isNaN(until.getTime()) ? null : until;
}

function hasHours(store: MerchantStoreSummary | MerchantStore): store is MerchantStore {
  return 'working_hours' in store;
}

/**
 * The store's state at `now`. With its hours and holidays known, open or closed is worked out
 * here, so it changes on time; with only the list's summary, the server's word stands.
 */
export function storeStatusAt(store: MerchantStoreSummary | MerchantStore, now: Date): StoreStatus {
  if (!store.is_published) return { kind: 'closed', reason: 'draft' };
  const until = pausedUntilOf(store);
  if (until && isPausedAt(until, now)) {
    return { kind: 'paused', until, untilReopened: until.getTime() - now.getTime() > DAY_MS };
  }
  if (!hasHours(store)) return store.is_open ? { kind: 'open' } : { kind: 'closed', reason: null };
  const holidays = store.holidays.map((holiday) => holiday.date);
  const slots = store.working_hours.map((slot) => ({
    dayOfWeek: slot.day_of_week,
    startTime: slot.start_time,
    endTime: slot.end_time,
  }));
  if (isTakingOrdersAt({ slots, holidays, pausedUntil: until }, now)) return { kind: 'open' };
  return { kind: 'closed', reason: holidays.includes(karachiDate(now)) ? 'holiday' : 'hours' };
}
