import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppDb } from '../../../db/client.js';
import { startOrderSweep, type OrderSweepSchedulerOptions } from './order-sweep-scheduler.js';
import type { SweptOrder } from './unanswered-orders-sweep.js';

const INTERVAL = 1_000;
const START = new Date('2026-11-18T07:00:00Z');

function setup(sweep: OrderSweepSchedulerOptions['sweep']) {
  const log = { info: vi.fn(), error: vi.fn() };
  const scheduler = startOrderSweep({
    db: {} as AppDb,
    intervalMs: INTERVAL,
    log,
    now: () => new Date(),
    ...(sweep ? { sweep } : {}),
  });
  return { log, scheduler };
}

const swept: SweptOrder = {
  orderQueryId: 'order-q-1',
  companyId: 2,
  pendingSince: new Date('2026-11-18T06:45:00Z'),
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('startOrderSweep', () => {
  it('sweeps once an interval has passed, then every interval, with the time of each run', async () => {
    const sweep = vi.fn(() => Promise.resolve([]));
    const { scheduler } = setup(sweep);

    await vi.advanceTimersByTimeAsync(INTERVAL - 1);
    expect(sweep).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await vi.advanceTimersByTimeAsync(INTERVAL);

    expect(sweep.mock.calls.map((call: unknown[]) => call[1])).toEqual([
      new Date(START.getTime() + INTERVAL),
      new Date(START.getTime() + 2 * INTERVAL),
    ]);
    await scheduler.stop();
  });

  it('never starts a sweep while the last one runs', async () => {
    let finish: (value: SweptOrder[]) => void = () => undefined;
    const sweep = vi
      .fn<NonNullable<OrderSweepSchedulerOptions['sweep']>>()
      .mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)))
      .mockResolvedValue([]);
    const { scheduler } = setup(sweep);

    await vi.advanceTimersByTimeAsync(5 * INTERVAL);
    expect(sweep).toHaveBeenCalledOnce();
    finish([]);
    await vi.advanceTimersByTimeAsync(INTERVAL);

    expect(sweep).toHaveBeenCalledTimes(2);
    await scheduler.stop();
  });

  it('logs the orders it cancelled, and nothing when there were none', async () => {
    const sweep = vi.fn().mockResolvedValueOnce([]).mockResolvedValueOnce([swept]);
    const { log, scheduler } = setup(sweep);

    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(log.info).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(INTERVAL);

    expect(log.info).toHaveBeenCalledWith(
      {
        orders: [{ order: 'order-q-1', company_id: 2, pending_since: '2026-11-18T06:45:00.000Z' }],
      },
      'auto-cancelled 1 order(s) no store accepted within 10 minutes',
    );
    await scheduler.stop();
  });

  it('logs a failed sweep and keeps to the schedule', async () => {
    const failure = new Error('database down');
    const sweep = vi.fn().mockRejectedValueOnce(failure).mockResolvedValue([]);
    const { log, scheduler } = setup(sweep);

    await vi.advanceTimersByTimeAsync(2 * INTERVAL);

    expect(log.error).toHaveBeenCalledWith({ err: failure }, 'order sweep failed');
    expect(sweep).toHaveBeenCalledTimes(2);
    await scheduler.stop();
  });

  it('stops: no sweep after, and stop waits for the one under way', async () => {
    let finish: (value: SweptOrder[]) => void = () => undefined;
    const sweep = vi.fn(() => new Promise<SweptOrder[]>((resolve) => (finish = resolve)));
    const { scheduler } = setup(sweep);
    await vi.advanceTimersByTimeAsync(INTERVAL);

    let stopped = false;
    const stopping = scheduler.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish([]);
    await stopping;
    await vi.advanceTimersByTimeAsync(10 * INTERVAL);

    expect(stopped).toBe(true);
    expect(sweep).toHaveBeenCalledOnce();
  });
});
