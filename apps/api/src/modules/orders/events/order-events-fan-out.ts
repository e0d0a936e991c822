import type { FastifyBaseLogger } from 'fastify';
import type { OrderNotification } from '../order-notification.js';
import { parseOrderNotification } from './order-notification-payload.js';

/** What one open stream hears: its user's notifications, and word that some may be lost. */
export interface OrderEventsListener {
  event(notification: OrderNotification): void;
  /** The listening connection was down for a while: notifications of that time never came. */
  missed?(): void;
}

export type Unsubscribe = () => void;

/** Routes each notification to the listeners of its user, in this process. */
export class OrderEventsFanOut {
  readonly #byUser = new Map<number, Set<OrderEventsListener>>();

  constructor(private readonly log: Pick<FastifyBaseLogger, 'warn' | 'error'>) {}

  get listenerCount(): number {
    let count = 0;
    for (const listeners of this.#byUser.values()) count += listeners.size;
    return count;
  }

  subscribe(userId: number, listener: OrderEventsListener): Unsubscribe {
    const listeners = this.#byUser.get(userId) ?? new Set<OrderEventsListener>();
    listeners.add(listener);
    this.#byUser.set(userId, listeners);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0 && this.#byUser.get(userId) === listeners) {
        this.#byUser.delete(userId);
      }
    };
  }

  /** A raw NOTIFY payload: a bad one is logged and dropped, never thrown at the connection. */
  deliver(payload: string | undefined): void {
    const result = parseOrderNotification(payload);
    if (!result.ok) {
      this.log.warn({ payload, reason: result.reason }, 'order event notification dropped');
      return;
    }
    const listeners = this.#byUser.get(result.notification.user_id);
    for (const listener of [...(listeners ?? [])]) {
      this.#call(() => listener.event(result.notification));
    }
  }

  /** Every listener, whatever its user, may have missed notifications. */
  missed(): void {
    for (const listeners of [...this.#byUser.values()]) {
      for (const listener of [...listeners]) this.#call(() => listener.missed?.());
    }
  }

  /** One failing stream must not keep the others from their events. */
  #call(run: () => void): void {
    try {
      run();
    } catch (error) {
      this.log.error({ err: error }, 'order event listener failed');
    }
  }
}
