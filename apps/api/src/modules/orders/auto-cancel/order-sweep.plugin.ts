import fp from 'fastify-plugin';
import { startOrderSweep, type OrderSweepScheduler } from './order-sweep-scheduler.js';

/**
 * Runs the auto-cancel sweep while the app is up: from ready to close, every
 * ORDER_SWEEP_INTERVAL_MS (0 turns it off, the default under test, where tests call the sweep
 * themselves with a clock of their own).
 */
export const orderSweepPlugin = fp(
  (app) => {
    const intervalMs = app.config.orderSweepIntervalMs;
    if (intervalMs <= 0) return Promise.resolve();
    let scheduler: OrderSweepScheduler | null = null;
    app.addHook('onReady', (done) => {
      scheduler = startOrderSweep({ db: app.db, intervalMs, log: app.log });
      done();
    });
    // Before the database closes: a sweep under way finishes first.
    app.addHook('onClose', async () => {
      await scheduler?.stop();
    });
    return Promise.resolve();
  },
  { name: 'sauda-order-sweep', dependencies: ['sauda-app-context'] },
);
