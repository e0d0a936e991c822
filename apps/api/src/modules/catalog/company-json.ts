import {
  WEEK_DAYS,
  formatClock,
  fromPaisa,
  haversineKm,
  isTakingOrdersAt,
  isWithinDeliveryRange,
  roundKm,
  type Company,
  type Duration,
  type LatLong,
  type SearchMerchant,
  type WorkingSlot,
} from '@sauda/domain';
import { storeBannerUrl, storeLogoUrl } from '../media/art-urls.js';
import type { StoreRow, WorkingHoursRow } from './companies.repository.js';

/** What a store answers the same way for everyone; open-now and distance are added per call. */
export type CompanyBase = Omit<Company, 'is_open' | 'distance' | 'delivers_to_location'>;

export interface StoreEntry {
  id: number;
  queryId: string;
  industryId: number;
  name: string;
  location: LatLong;
  serviceAreaRadiusKm: number;
  slots: WorkingSlot[];
  /** Karachi dates the store is closed all day. */
  holidays: string[];
  /** "Pause new orders" until then; it reopens by itself when the time passes. */
  pausedUntil: Date | null;
  base: CompanyBase;
  merchant: SearchMerchant;
}

const MINUTES_PER_HOUR = 60;
const MINUTES_PER_DAY = 24 * MINUTES_PER_HOUR;

export function toDuration(totalMinutes: number): Duration {
  const minutes = Math.max(0, Math.round(totalMinutes));
  return {
    day: Math.floor(minutes / MINUTES_PER_DAY),
    hour: Math.floor((minutes % MINUTES_PER_DAY) / MINUTES_PER_HOUR),
    minute: minutes % MINUTES_PER_HOUR,
  };
}

function weekDayName(dayOfWeek: number): Company['working_days'][number] {
  const name = WEEK_DAYS[dayOfWeek];
  if (!name) throw new Error(`day_of_week out of range: ${dayOfWeek}`);
  return name;
}

/** When a store takes orders: its weekly slots and the Karachi dates of its holidays. */
export interface StoreCalendar {
  hours: readonly WorkingHoursRow[];
  holidays: readonly string[];
}

/**
 * A store as the API shows it, minus the per-call fields. `globalDeliveryFeePaisa` applies
 * unless the store overrides the fee.
 */
export function toStoreEntry(
  { company, industrySlug }: StoreRow,
  { hours, holidays }: StoreCalendar,
  globalDeliveryFeePaisa: number,
): StoreEntry {
  const picture = company.pictureUrl ?? storeLogoUrl(industrySlug, company.name);
  const bannerUrl = company.bannerUrl ?? storeBannerUrl(industrySlug, company.name);
  const feePaisa = company.overrideDeliveryFee ? company.deliveryFeePaisa : globalDeliveryFeePaisa;
  const base: CompanyBase = {
    id: company.id,
    query_id: company.queryId,
    industry_id: company.industryId,
    name: company.name,
    description: company.description,
    picture: { medium: picture },
    banner_url: bannerUrl,
    phone: company.phone,
    rating: company.rating,
    delivery_time: toDuration(company.deliveryMinutes),
    preparation_time: toDuration(company.preparationMinutes),
    override_delivery_fee: company.overrideDeliveryFee,
    delivery_fee_value: fromPaisa(feePaisa),
    minimum_order: fromPaisa(company.minimumOrderPaisa),
    working_days: hours.map((slot) => weekDayName(slot.dayOfWeek)),
    time_slots: hours.map((slot) => ({
      start_time: formatClock(slot.startTime),
      end_time: formatClock(slot.endTime),
    })),
    address: {
      lat: company.lat,
      long: company.long,
      line: company.addressLine,
      area: company.area,
      city: company.city,
    },
    service_area_radius: company.serviceAreaRadiusKm,
  };
  return {
    id: company.id,
    queryId: company.queryId,
    industryId: company.industryId,
    name: company.name,
    location: { lat: company.lat, long: company.long },
    serviceAreaRadiusKm: company.serviceAreaRadiusKm,
    slots: hours.map(({ dayOfWeek, startTime, endTime }) => ({ dayOfWeek, startTime, endTime })),
    holidays: [...holidays],
    pausedUntil: company.pausedUntil,
    base,
    merchant: {
      query_id: company.queryId,
      name: company.name,
      industry_id: company.industryId,
      picture: { medium: picture },
      banner_url: bannerUrl,
    },
  };
}

/**
 * Taking orders now (hours, holidays, a pause), and how far from the shopper (when a location
 * was given).
 */
export interface StoreStatus {
  isOpen: boolean;
  distanceKm: number | null;
  delivers: boolean | null;
}

export function storeStatus(entry: StoreEntry, now: Date, location: LatLong | null): StoreStatus {
  const isOpen = isTakingOrdersAt(entry, now);
  if (!location) return { isOpen, distanceKm: null, delivers: null };
  const distanceKm = haversineKm(entry.location, location);
  const delivers = isWithinDeliveryRange(entry.location, entry.serviceAreaRadiusKm, location);
  return { isOpen, distanceKm, delivers };
}

export function toCompanyJson(entry: StoreEntry, status: StoreStatus): Company {
  return {
    ...entry.base,
    is_open: status.isOpen,
    distance: status.distanceKm === null ? null : roundKm(status.distanceKm),
    delivers_to_location: status.delivers,
  };
}
