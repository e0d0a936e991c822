import type { MerchantStore, StoreSettingsBody } from '@sauda/domain';
import type { SettingsFormInput, SettingsFormValues } from './settings-form-schema';

/** Slots in week order, each day's from the earliest; the server keeps no order of its own. */
export function sortedSlots<T extends { day_of_week: number; start_time: string }>(
  slots: readonly T[],
): T[] {
  return [...slots].sort(
    (a, b) => a.day_of_week - b.day_of_week || a.start_time.localeCompare(b.start_time),
  );
}

/** The form as the store stands. */
export function settingsFormValuesOf(store: MerchantStore): SettingsFormInput {
  return {
    working_hours: sortedSlots(store.working_hours),
    holidays: store.holidays.map((holiday) => ({ date: holiday.date, note: holiday.note ?? '' })),
    override_delivery_fee: store.override_delivery_fee,
    delivery_fee: store.delivery_fee,
    minimum_order: store.minimum_order,
    service_area_radius: store.service_area_radius,
    preparation_minutes: store.preparation_minutes,
  };
}

/** The PATCH body of a checked form: the whole week and holiday list, blank notes as none. */
export function settingsBodyOf(values: SettingsFormValues): StoreSettingsBody {
  return {
    ...values,
    holidays: values.holidays.map((holiday) => ({
      date: holiday.date,
      note: holiday.note ? holiday.note : null,
    })),
  };
}
