import {
  needsHandoverCode,
  transitionRefusal,
  type OrderActor,
  type OrderStatus,
} from '@sauda/domain';
import type { AppDb } from '../../db/client.js';
import { invalidateStock, type StockChange } from '../catalog/catalog-cache.js';
import { recordOrderMove } from '../merchant/activity/order-activity.js';
import { insertOrderStatusEvent, type OrderRow } from '../invoices/order-placement.repository.js';
import { assertHandoverCode } from './handover-check.js';
import { undoPlacement } from './order-cancellation.js';
import { orderNotFound, transitionRefused } from './order-errors.js';
import { listInvoicesByIds } from './order-invoices.repository.js';
import { notifyOrderEvent, orderNotificationOf } from './order-notification.js';
import {
  findPreparationMinutes,
  lockOwnOrder,
  updateOrderStatus,
  type OrderOwner,
  type OrderStatusChange,
} from './orders.repository.js';

export interface OrderTransition {
  orderQueryId: string;
  to: OrderStatus;
  /** The customer may only cancel; the store moves the order along. */
  actor: OrderActor;
  /** Whose order it must be: the customer's own, or the acting store's. */
  owner: OrderOwner;
  /** Needed to mark the order delivered. */
  handoverCode?: string | undefined;
  /** Accepting: the minutes the store needs; its usual preparation time when absent. */
  prepMinutes?: number | undefined;
  /** Cancelling: why, for the shopper to read. A shopper's own cancel gives none. */
  cancelReason?: string | undefined;
  /** A store's move goes in its activity log: who made it (null for the auto-cancel sweep). */
  storeActivity?: { actorId: number | null } | undefined;
  now: Date;
}

export interface TransitionOutcome {
  order: OrderRow;
  /** The units a cancellation gave back: that store's stock must not show the old counts. */
  stockReturned: StockChange | null;
}

/** The status, the time it was reached and, once the order is over, no more handover code. */
async function changeOf(
  tx: AppDb,
  locked: OrderRow,
  { to, actor, now, prepMinutes, cancelReason }: OrderTransition,
): Promise<OrderStatusChange> {
  const change: OrderStatusChange = { status: to, updatedAt: now };
  switch (to) {
    case 'order_pending':
      break;
    case 'order_confirmed':
      change.orderConfirmedAt = now;
      change.prepMinutes = prepMinutes ?? (await findPreparationMinutes(tx, locked.companyId));
      break;
    case 'order_dispatched':
      change.orderDispatchedAt = now;
      break;
    case 'order_delivered':
      change.orderDeliveredAt = now;
      change.handoverCode = null;
      break;
    case 'cancelled':
      change.cancelledAt = now;
      change.cancelledBy = actor;
      change.cancelReason = cancelReason ?? null;
      change.handoverCode = null;
      break;
  }
  return change;
}

async function tellListeners(db: AppDb, order: OrderRow, eventId: number, at: Date) {
  const [invoice] = await listInvoicesByIds(db, [order.invoiceId]);
  if (!invoice) throw new Error(`invoice of order ${order.id} is missing`);
  const notification = orderNotificationOf(order, invoice, eventId, at);
  await notifyOrderEvent(db, notification);
  return notification;
}

/**
 * The step inside a transaction the caller opened (the auto-cancel sweep runs many in one).
 * The row lock makes a simultaneous cancel and confirm take turns: the second sees the first.
 */
export async function transitionWithin(
  tx: AppDb,
  transition: OrderTransition,
): Promise<TransitionOutcome> {
  const locked = await lockOwnOrder(tx, transition.orderQueryId, transition.owner);
  if (!locked) throw orderNotFound();
  const refusal = transitionRefusal(locked.status, transition.to, transition.actor);
  if (refusal) throw transitionRefused(refusal);
  if (needsHandoverCode(transition.to)) {
    assertHandoverCode(locked.handoverCode, transition.handoverCode);
  }
  const order = await updateOrderStatus(tx, locked.id, await changeOf(tx, locked, transition));
  const event = await insertOrderStatusEvent(tx, order, transition.now);
  const stockReturned = order.status === 'cancelled' ? await undoPlacement(tx, order) : null;
  const told = await tellListeners(tx, order, event.id, transition.now);
  if (transition.storeActivity) {
    await recordOrderMove(tx, {
      actorId: transition.storeActivity.actorId,
      from: locked.status,
      order,
      subject: told.short_order_id ?? order.queryId,
    });
  }
  return { order, stockReturned };
}

/**
 * Moves an order one step, in one transaction: the owner's row locked, the step checked
 * against the status flow (and the handover code for delivered), the status and its time set
 * (with the preparation time on accepting, the reason on cancelling), an event appended, a
 * cancellation's stock and voucher use given back, and listeners told on commit. A refused
 * step changes nothing. The shopper, the store, the demo console and the sweep all move
 * orders through here.
 */
export async function transitionOrder(db: AppDb, transition: OrderTransition): Promise<OrderRow> {
  const outcome = await db.transaction((tx) => transitionWithin(tx, transition));
  if (outcome.stockReturned) invalidateStock(db, outcome.stockReturned);
  return outcome.order;
}
