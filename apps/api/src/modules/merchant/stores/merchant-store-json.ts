import {
  formatClock,
  fromPaisa,
  isPausedAt,
  isTakingOrdersAt,
  type MerchantRole,
  type MerchantStore,
  type MerchantStoreSummary,
} from '@sauda/domain';
import type { StoreRow, WorkingHoursRow } from '../../catalog/companies.repository.js';
import { storeBannerUrl, storeLogoUrl } from '../../media/art-urls.js';
import type { HolidayRow } from './merchant-stores.repository.js';

/** Everything the back office shows of one store. */
export interface MerchantStoreView extends StoreRow {
  role: MerchantRole;
  hours: readonly WorkingHoursRow[];
  holidays: readonly HolidayRow[];
}

/** Taking orders now: active, within its hours, not on a holiday, not paused. */
function isOpenNow({ company, hours, holidays }: MerchantStoreView, now: Date): boolean {
  const availability = {
    slots: hours,
    holidays: holidays.map((holiday) => holiday.date),
    pausedUntil: company.pausedUntil,
  };
  return company.isActive && isTakingOrdersAt(availability, now);
}

export function toMerchantStoreSummary(view: MerchantStoreView, now: Date): MerchantStoreSummary {
  const { company, industrySlug } = view;
  return {
    query_id: company.queryId,
    name: company.name,
    role: view.role,
    // A draft takes no orders, whatever its hours say.
    is_open: company.isActive && isOpenNow(view, now),
    // A pause that has ended is no pause: the store reopened by itself.
    paused_until:
      company.pausedUntil && isPausedAt(company.pausedUntil, now)
        ? company.pausedUntil.toISOString()
        : null,
    logo_url: company.pictureUrl ?? storeLogoUrl(industrySlug, company.name),
    is_published: company.isActive,
  };
}

export function toMerchantStoreJson(view: MerchantStoreView, now: Date): MerchantStore {
  const { company, industrySlug } = view;
  return {
    ...toMerchantStoreSummary(view, now),
    banner_url: company.bannerUrl ?? storeBannerUrl(industrySlug, company.name),
    address: {
      lat: company.lat,
      long: company.long,
      line: company.addressLine,
      area: company.area,
      city: company.city,
    },
    working_hours: view.hours.map((slot) => ({
      day_of_week: slot.dayOfWeek,
      start_time: formatClock(slot.startTime),
      end_time: formatClock(slot.endTime),
    })),
    holidays: view.holidays.map((holiday) => ({ date: holiday.date, note: holiday.note })),
    override_delivery_fee: company.overrideDeliveryFee,
    delivery_fee: fromPaisa(company.deliveryFeePaisa),
    minimum_order: fromPaisa(company.minimumOrderPaisa),
    service_area_radius: company.serviceAreaRadiusKm,
    preparation_minutes: company.preparationMinutes,
    delivery_minutes: company.deliveryMinutes,
  };
}
