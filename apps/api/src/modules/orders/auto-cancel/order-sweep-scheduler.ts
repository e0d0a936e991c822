import { ORDER_RESPONSE_MINUTES } from '@sauda/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDb } from '../../../db/client.js';
import { sweepUnansweredOrders, type SweptOrder } from './unanswered-orders-sweep.js';

export interface OrderSweepSchedulerOptions {
  db: AppDb;
  intervalMs: number;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  /** The clock and the sweep, replaceable in tests. */
  now?: () => Date;
  sweep?: typeof sweepUnansweredOrders;
}

export interface OrderSweepScheduler {
  /** No sweep starts after this; resolves once a sweep under way has finished. */
  stop(): Promise<void>;
}

function logSwept(log: OrderSweepSchedulerOptions['log'], swept: readonly SweptOrder[]): void {
  if (swept.length === 0) return;
  log.info(
    {
      orders: swept.map((order) => ({
        order: order.orderQueryId,
        company_id: order.companyId,
        pending_since: order.pendingSince.toISOString(),
      })),
    },
    `auto-cancelled ${swept.length} order(s) no store accepted within ${ORDER_RESPONSE_MINUTES} minutes`,
  );
}

/**
 * Sweeps every `intervalMs`, one sweep at a time: the next wait starts when a sweep ends, so a
 * slow sweep is never overlapped by the following one. A failed sweep is logged and the
 * schedule goes on; what it did not cancel the next sweep finds again.
 */
export function startOrderSweep(options: OrderSweepSchedulerOptions): OrderSweepScheduler {
  const { db, intervalMs, log } = options;
  const now = options.now ?? (() => new Date());
  const sweep = options.sweep ?? sweepUnansweredOrders;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;

  const runOnce = async () => {
    try {
      logSwept(log, await sweep(db, now(), { log }));
    } catch (error) {
      log.error({ err: error }, 'order sweep failed');
    }
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      timer = null;
      running = runOnce().finally(() => {
        running = null;
        schedule();
      });
    }, intervalMs);
    // The sweep alone must not keep a process alive.
    timer.unref();
  };
  schedule();

  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
