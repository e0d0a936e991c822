import type { FastifyBaseLogger } from 'fastify';
import type { OrderNotification } from '../order-notification.js';
import { parseOrderNotification } from './order-notification-payload.js';
import { parseStreamAccessRevoked } from './stream-access-revoked.js';

/** What one open stream hears: its audience's notifications, and word that some may be lost. */
export interface OrderEventsListener {
  event(notification: OrderNotification): void;
  /** The listening connection was down for a while: notifications of that time never came. */
  missed?(): void;
  /** This user no longer works in the store the listener follows. */
  revoked?(userId: number): void;
}

/** Whose order changes a stream follows: a shopper's own, or every order of one store. */
export type OrderEventsAudience = { userId: number } | { companyId: number };

export type Unsubscribe = () => void;

const keyOf = (audience: OrderEventsAudience): string =>
  'userId' in audience ? `user:${audience.userId}` : `store:${audience.companyId}`;

/** The audiences a notification concerns: the order's shopper and the order's store. */
const audiencesOf = (notification: OrderNotification): OrderEventsAudience[] => [
  { userId: notification.user_id },
  { companyId: notification.company_id },
];

/** Routes each notification to the listeners of its user and of its store, in this process. */
export class OrderEventsFanOut {
  readonly #byAudience = new Map<string, Set<OrderEventsListener>>();

  constructor(private readonly log: Pick<FastifyBaseLogger, 'warn' | 'error'>) {}

  get listenerCount(): number {
    let count = 0;
    for (const listeners of this.#byAudience.values()) count += listeners.size;
    return count;
  }

  subscribe(audience: OrderEventsAudience, listener: OrderEventsListener): Unsubscribe {
    const key = keyOf(audience);
    const listeners = this.#byAudience.get(key) ?? new Set<OrderEventsListener>();
    listeners.add(listener);
    this.#byAudience.set(key, listeners);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0 && this.#byAudience.get(key) === listeners) {
        this.#byAudience.delete(key);
      }
    };
  }

  /** A raw NOTIFY payload: a bad one is logged and dropped, never thrown at the connection. */
  deliver(payload: string | undefined): void {
    const revoked = parseStreamAccessRevoked(payload);
    if (revoked) {
      const listeners = this.#byAudience.get(keyOf({ companyId: revoked.companyId }));
      for (const listener of [...(listeners ?? [])]) {
        this.#call(() => listener.revoked?.(revoked.userId));
      }
      return;
    }
    const result = parseOrderNotification(payload);
    if (!result.ok) {
      this.log.warn({ payload, reason: result.reason }, 'order event notification dropped');
      return;
    }
    for (const audience of audiencesOf(result.notification)) {
      const listeners = this.#byAudience.get(keyOf(audience));
      for (const listener of [...(listeners ?? [])]) {
        this.#call(() => listener.event(result.notification));
      }
    }
  }

  /** Every listener, whatever its audience, may have missed notifications. */
  missed(): void {
    for (const listeners of [...this.#byAudience.values()]) {
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
