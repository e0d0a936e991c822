import {
  KEYED_CHECKOUT_MESSAGES,
  isPausedAt,
  isTakingOrdersAt,
  isWithinDeliveryRange,
  isBusinessUser,
  toPaisa,
} from '@sauda/domain';
import type { AppDb } from '../../db/client.js';
import { badRequest, type AppError } from '../../http/app-error.js';
import type { UserRow } from '../auth/sessions.repository.js';
import type { AddressRow, PaymentChannelRow } from '../users/user-profile.repository.js';
import { findOwnAddress } from './checkout-address.repository.js';
import { findActivePaymentChannel } from './checkout-settings.repository.js';
import { findDeliverySlot } from './delivery-slots.js';
import {
  addressNotFound,
  deliveryTimeUnavailable,
  guestNotVerified,
  outsideDeliveryArea,
  paymentChannelUnavailable,
  storeClosed,
  tipNotAllowed,
} from './invoice-errors.js';
import { offeredDeliverySlots, type InvoiceStore } from './invoice-view.service.js';

// The checks of placing an order (steps 2 to 5), in the order the shopper meets them.

/** The delivery time that means "as soon as the store can". */
export const ASAP = 'asap';

/** SPEC §5: guests verify their account before they order. */
export function assertVerified(actor: Pick<UserRow, 'isGuest'>): void {
  if (actor.isGuest) throw guestNotVerified();
}

/** The user's own address, inside the store's delivery radius. */
export async function deliveryAddressFor(
  db: AppDb,
  actor: Pick<UserRow, 'id'>,
  addressId: number,
  { store }: InvoiceStore,
): Promise<AddressRow> {
  const address = await findOwnAddress(db, addressId, actor.id);
  if (!address) throw addressNotFound();
  if (!isWithinDeliveryRange(store, store.serviceAreaRadiusKm, address)) {
    throw outsideDeliveryArea();
  }
  return address;
}

/** "Pause new orders": no order at all until the pause ends, for now or for later. */
function storePaused(storeName: string): AppError {
  return badRequest('store_paused', KEYED_CHECKOUT_MESSAGES.storeUnavailable(storeName));
}

/**
 * 'asap' while the store takes orders (its hours, not a holiday), or the start of one of the
 * slots it offers now. A paused store takes no order whatever the time.
 */
export function chosenDeliveryTime(
  invoiceStore: InvoiceStore,
  requested: string,
  now: Date,
): string {
  const { store, hours, holidays } = invoiceStore;
  if (isPausedAt(store.pausedUntil, now)) throw storePaused(store.name);
  if (requested.toLowerCase() === ASAP) {
    if (!isTakingOrdersAt({ slots: hours, holidays }, now)) throw storeClosed(store.name);
    return ASAP;
  }
  const slot = findDeliverySlot(offeredDeliverySlots(invoiceStore, now), requested);
  if (!slot) throw deliveryTimeUnavailable();
  return slot.starts_at;
}

/** Cash on delivery is the only way to pay (SPEC §9). */
export async function cashChannel(db: AppDb, channelQueryId: string): Promise<PaymentChannelRow> {
  const channel = await findActivePaymentChannel(db, channelQueryId);
  if (channel?.type !== 'cash') throw paymentChannelUnavailable();
  return channel;
}

/** The tip in paisa; business users do not tip. */
export function tipPaisaFor(actor: Pick<UserRow, 'tradeTypes'>, tipRupees: number): number {
  if (tipRupees > 0 && isBusinessUser(actor.tradeTypes)) throw tipNotAllowed();
  return toPaisa(tipRupees);
}
