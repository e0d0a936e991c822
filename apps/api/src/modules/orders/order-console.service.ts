import type { Order, OrderTransitionBody } from '@sauda/domain';
import type { AppDb } from '../../db/client.js';
import { orderNotFound } from './order-errors.js';
import { transitionOrder } from './order-transition.service.js';
import { findOrderByQueryId } from './orders.repository.js';
import { presentOrder } from './orders.service.js';

/**
 * The demo console (local mode only): moves any order as its own store would, so a newcomer
 * can follow an order to its door without a merchant account.
 */
export async function moveOrderAsStore(
  db: AppDb,
  orderQueryId: string,
  body: OrderTransitionBody,
  now: Date,
): Promise<Order> {
  const found = await findOrderByQueryId(db, orderQueryId);
  if (!found) throw orderNotFound();
  const row = await transitionOrder(db, {
    orderQueryId,
    to: body.status,
    actor: 'merchant',
    owner: { companyId: found.companyId },
    handoverCode: body.handover_code,
    now,
  });
  return presentOrder(db, row, now);
}
