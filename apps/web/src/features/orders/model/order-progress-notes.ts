import { MERCHANT_MESSAGES, type Order } from '@sauda/domain';
import { karachiTimeOf } from './timeline-steps';

const MINUTE_MS = 60_000;

export type ProgressNote =
  /** Minutes left of the store's preparation time; 0 once it has run out. */
  | { kind: 'preparing'; minutesLeft: number }
  /** Karachi wall clock, "14:35". */
  | { kind: 'arriving'; time: string };

export type CancelNote =
  | { kind: 'storeDidNotRespond' }
  | { kind: 'byStore'; reason: string }
  | { kind: 'reason'; reason: string };

type ProgressFields = Pick<Order, 'status' | 'statuses' | 'prep_minutes' | 'estimated_delivery_at'>;

function minutesLeft(order: ProgressFields, prepMinutes: number, now: number): number {
  const acceptedAt = order.statuses.order_confirmed;
  const acceptedMs = acceptedAt ? new Date(acceptedAt).getTime() : Number.NaN;
  if (Number.isNaN(acceptedMs)) return prepMinutes;
  return Math.max(0, Math.ceil((acceptedMs + prepMinutes * MINUTE_MS - now) / MINUTE_MS));
}

/**
 * What the shopper is told once the store accepted: how long the kitchen still needs (while
 * it prepares) and when the order should arrive (until it does).
 */
export function progressNotes(order: ProgressFields, now: number): ProgressNote[] {
  const notes: ProgressNote[] = [];
  if (order.status === 'order_confirmed' && order.prep_minutes !== null) {
    notes.push({ kind: 'preparing', minutesLeft: minutesLeft(order, order.prep_minutes, now) });
  }
  const arriving =
    order.status === 'order_confirmed' || order.status === 'order_dispatched'
      ? karachiTimeOf(order.estimated_delivery_at)
      : null;
  if (arriving) notes.push({ kind: 'arriving', time: arriving });
  return notes;
}

/** Why a cancelled order was cancelled, when the order says. */
export function cancelNote(
  order: Pick<Order, 'status' | 'cancel_reason' | 'cancelled_by'>,
): CancelNote | null {
  const reason = order.cancel_reason?.trim();
  if (order.status !== 'cancelled' || !reason) return null;
  if (reason === MERCHANT_MESSAGES.autoCancelReason) return { kind: 'storeDidNotRespond' };
  if (order.cancelled_by === 'merchant') return { kind: 'byStore', reason };
  return { kind: 'reason', reason };
}
