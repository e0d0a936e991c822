import { MERCHANT_MESSAGES, ORDER_RESPONSE_MINUTES } from '@sauda/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDb } from '../../../db/client.js';
import { invalidateStock, type StockChange } from '../../catalog/catalog-cache.js';
import { transitionWithin } from '../order-transition.service.js';
import { stockByStore } from './stock-by-store.js';
import {
  lockDueOrders,
  lockProductsOfInvoices,
  type DueOrder,
} from './unanswered-orders.repository.js';

export const SWEEP_BATCH_SIZE = 50;
const MS_PER_MINUTE = 60_000;

/** An order the sweep cancelled, for the log. */
export interface SweptOrder {
  orderQueryId: string;
  companyId: number;
  pendingSince: Date;
}

export interface SweepOptions {
  batchSize?: number;
  log?: Pick<FastifyBaseLogger, 'error'>;
}

interface BatchOutcome {
  due: number;
  cancelled: SweptOrder[];
  failed: number[];
  stockReturned: StockChange[];
}

/** Each order in a savepoint: one that cannot be cancelled leaves the others of its batch be. */
async function cancelBatch(tx: AppDb, due: DueOrder[], now: Date, log: SweepOptions['log']) {
  const outcome: BatchOutcome = { due: due.length, cancelled: [], failed: [], stockReturned: [] };
  await lockProductsOfInvoices(
    tx,
    due.map((order) => order.invoiceId),
  );
  for (const order of due) {
    try {
      const { stockReturned } = await tx.transaction((savepoint) =>
        transitionWithin(savepoint, {
          orderQueryId: order.queryId,
          to: 'cancelled',
          actor: 'merchant',
          owner: { companyId: order.companyId },
          cancelReason: MERCHANT_MESSAGES.autoCancelReason,
          storeActivity: { actorId: null },
          now,
        }),
      );
      if (stockReturned) outcome.stockReturned.push(stockReturned);
      const { queryId, companyId, orderPendingAt } = order;
      outcome.cancelled.push({ orderQueryId: queryId, companyId, pendingSince: orderPendingAt });
    } catch (error) {
      log?.error({ err: error, order: order.queryId }, 'auto-cancel of an order failed');
      outcome.failed.push(order.id);
    }
  }
  return outcome;
}

/**
 * Cancels every order still pending ORDER_RESPONSE_MINUTES after it was placed, with the reason
 * "Store did not respond", its stock and voucher use given back and its listeners told: batch
 * by batch, each batch locked with SKIP LOCKED and cancelled in the transaction that locked it,
 * so two instances sweeping at once never cancel the same order. Nothing lives in memory
 * between sweeps: an order placed before a restart is cancelled by the next sweep after it.
 */
export async function sweepUnansweredOrders(
  db: AppDb,
  now: Date,
  options: SweepOptions = {},
): Promise<SweptOrder[]> {
  const batchSize = options.batchSize ?? SWEEP_BATCH_SIZE;
  const pendingBefore = new Date(now.getTime() - ORDER_RESPONSE_MINUTES * MS_PER_MINUTE);
  const swept: SweptOrder[] = [];
  // Tried and failed in this sweep: not picked again until the next one.
  const failed: number[] = [];
  const stockReturned: StockChange[] = [];
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const due = await lockDueOrders(tx, pendingBefore, batchSize, failed);
      return cancelBatch(tx, due, now, options.log);
    });
    swept.push(...batch.cancelled);
    failed.push(...batch.failed);
    stockReturned.push(...batch.stockReturned);
    if (batch.due < batchSize) break;
  }
  for (const change of stockByStore(stockReturned)) invalidateStock(db, change);
  return swept;
}
