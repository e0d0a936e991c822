import { ORDER_REMINDER_MINUTES, ORDER_RESPONSE_MINUTES, type MerchantOrder } from '@sauda/domain';

const MINUTE_MS = 60_000;

type Placed = Pick<MerchantOrder, 'status' | 'placed_at'>;

const placedMs = (order: Placed) => new Date(order.placed_at).getTime();

/** Whole minutes since the order was placed; 0 for a clock slightly behind the server's. */
export function minutesSincePlaced(order: Placed, now: number): number {
  return Math.max(0, Math.floor((now - placedMs(order)) / MINUTE_MS));
}

/** When the server cancels a pending order nobody accepted (epoch ms). */
export function autoCancelAt(order: Placed): number {
  return placedMs(order) + ORDER_RESPONSE_MINUTES * MINUTE_MS;
}

/** When the queue reminds the store of a pending order (epoch ms). */
export function reminderAt(order: Placed): number {
  return placedMs(order) + ORDER_REMINDER_MINUTES * MINUTE_MS;
}

/** A pending order that has waited long enough for the reminder. */
export function isOverdue(order: Placed, now: number): boolean {
  return order.status === 'order_pending' && now >= reminderAt(order);
}

/** Seconds left before the automatic cancel; 0 once it is due. */
export function secondsToAutoCancel(order: Placed, now: number): number {
  return Math.max(0, Math.ceil((autoCancelAt(order) - now) / 1000));
}

/** "4:05" for 245 seconds. */
export function clockText(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}
