import type { Duration } from '@sauda/domain';
import type { TFunction } from 'i18next';
import { formatRupees } from '../../../ui/money';

/** "35 min", "1 hr 15 min", "2 days": a store's delivery or preparation time. */
export function durationText(t: TFunction, duration: Duration): string {
  const parts: string[] = [];
  if (duration.day > 0) parts.push(t('catalog.duration.days', { count: duration.day }));
  if (duration.hour > 0) parts.push(t('catalog.duration.hours', { count: duration.hour }));
  if (duration.minute > 0 || parts.length === 0) {
    parts.push(t('catalog.duration.minutes', { count: duration.minute }));
  }
  return parts.join(' ');
}

/** SPEC §9: Free Delivery when the fee is 0, else the amount in rupees. */
export function deliveryFeeText(t: TFunction, feeRupees: number): string {
  return feeRupees === 0
    ? t('catalog.storeCard.freeDelivery')
    : t('catalog.storeCard.deliveryFee', { amount: formatRupees(feeRupees) });
}

/** Kilometres with one decimal: "2.3". */
export function distanceKm(kilometres: number): string {
  return kilometres.toFixed(1);
}
