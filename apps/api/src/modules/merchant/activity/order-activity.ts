import type { OrderStatus, StoreActivityDetail } from '@sauda/domain';
import type { AppDb } from '../../../db/client.js';
import type { OrderRow } from '../../invoices/order-placement.repository.js';
import { recordStoreActivity, type NewStoreActivity } from './store-activity.repository.js';

export interface OrderMove {
  /** Who moved it; null for the auto-cancel sweep. */
  actorId: number | null;
  from: OrderStatus;
  /** The order after the move. */
  order: OrderRow;
  /** What people call the order: its short id. */
  subject: string;
}

function entryOf({ from, order }: OrderMove): Pick<NewStoreActivity, 'action' | 'detail'> {
  const detail: StoreActivityDetail = { from, to: order.status };
  switch (order.status) {
    case 'order_confirmed':
      return {
        action: 'order_accepted',
        detail: {
          ...detail,
          ...(order.prepMinutes === null ? {} : { prep_minutes: order.prepMinutes }),
        },
      };
    case 'cancelled':
      return {
        action: 'order_cancelled',
        detail: { ...detail, ...(order.cancelReason ? { reason: order.cancelReason } : {}) },
      };
    case 'order_pending':
    case 'order_dispatched':
    case 'order_delivered':
      return { action: 'order_status_changed', detail };
  }
}

/** A store's move of one of its orders, in the move's transaction. */
export async function recordOrderMove(tx: AppDb, move: OrderMove): Promise<void> {
  await recordStoreActivity(tx, {
    companyId: move.order.companyId,
    actorId: move.actorId,
    subject: move.subject,
    ...entryOf(move),
  });
}
