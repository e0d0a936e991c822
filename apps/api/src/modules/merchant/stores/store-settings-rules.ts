import {
  MERCHANT_MESSAGES,
  PAUSE_MAX_DAYS,
  toPaisa,
  type MerchantPermission,
  type StoreSettingsBody,
} from '@sauda/domain';
import { validationFailed } from '../../../http/app-error.js';
import type { StoreSettingsColumns } from './store-settings.repository.js';

const MS_PER_DAY = 24 * 60 * 60 * 1000;
// "Until reopened" asks for the longest pause from the browser's clock, which may run a
// little ahead of the server's: that much over the limit is still the longest pause.
const CLOCK_SKEW_MS = 5 * 60 * 1000;

/** Pausing and reopening is for every member; anything else is the store's settings. */
export function settingsPermission(body: StoreSettingsBody): MerchantPermission {
  const editsSettings = Object.entries(body).some(
    ([field, value]) => field !== 'paused_until' && value !== undefined,
  );
  return editsSettings ? 'editStore' : 'pauseStore';
}

function pauseProblem(pausedUntil: string | null | undefined, now: Date): string | null {
  if (pausedUntil == null) return null;
  const until = Date.parse(pausedUntil);
  if (until <= now.getTime()) return MERCHANT_MESSAGES.pausedUntilPast;
  if (until > now.getTime() + PAUSE_MAX_DAYS * MS_PER_DAY + CLOCK_SKEW_MS) {
    return MERCHANT_MESSAGES.pausedUntilTooFar;
  }
  return null;
}

/** The field of each holiday that repeats an earlier date, as the form names it. */
function duplicateHolidayFields(holidays: StoreSettingsBody['holidays']): string[] {
  const seen = new Set<string>();
  return (holidays ?? []).flatMap((holiday, index) => {
    if (!seen.has(holiday.date)) {
      seen.add(holiday.date);
      return [];
    }
    return [`holidays.${index}.date`];
  });
}

/**
 * The rules the body's schema cannot check alone (they need the clock or the whole list):
 * a pause ends in the future and within PAUSE_MAX_DAYS, a holiday date is listed once.
 * Refuses like a schema failure: 400 validation_failed with the fields.
 */
export function assertSettingsRules(body: StoreSettingsBody, now: Date): void {
  const fields: Record<string, string> = {};
  const pause = pauseProblem(body.paused_until, now);
  if (pause) fields.paused_until = pause;
  for (const field of duplicateHolidayFields(body.holidays)) {
    fields[field] = MERCHANT_MESSAGES.duplicateHoliday;
  }
  const messages = new Set(Object.values(fields));
  if (messages.size === 0) return;
  const [first] = messages;
  // One rule broken: its own words; several: the general "check the fields".
  throw validationFailed(fields, messages.size === 1 ? first : undefined);
}

/** The body's settings as the store's columns; money from rupees to paisa. */
export function settingsColumns(body: StoreSettingsBody): StoreSettingsColumns {
  const columns: StoreSettingsColumns = {};
  if (body.paused_until !== undefined) {
    columns.pausedUntil = body.paused_until === null ? null : new Date(body.paused_until);
  }
  if (body.override_delivery_fee !== undefined) {
    columns.overrideDeliveryFee = body.override_delivery_fee;
  }
  if (body.delivery_fee !== undefined) columns.deliveryFeePaisa = toPaisa(body.delivery_fee);
  if (body.minimum_order !== undefined) columns.minimumOrderPaisa = toPaisa(body.minimum_order);
  if (body.service_area_radius !== undefined) {
    columns.serviceAreaRadiusKm = body.service_area_radius;
  }
  if (body.preparation_minutes !== undefined) {
    columns.preparationMinutes = body.preparation_minutes;
  }
  return columns;
}
