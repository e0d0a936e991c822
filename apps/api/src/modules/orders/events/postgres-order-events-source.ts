import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { ORDER_EVENTS_CHANNEL } from '../order-notification.js';
import type { OrderEventsSink, OrderEventsSource } from './order-events-source.js';
import { backoffDelay, DEFAULT_BACKOFF, type BackoffOptions } from './reconnect-backoff.js';

/** How the listening connection shows in pg_stat_activity. */
export const ORDER_EVENTS_APPLICATION_NAME = 'sauda-order-events';

export interface PostgresSourceOptions {
  connectionString: string;
  sink: OrderEventsSink;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  backoff?: BackoffOptions;
}

/**
 * One dedicated connection (never a pooled one: LISTEN belongs to its session) that listens on
 * the order events channel and, when the server or the network drops it, comes back with a
 * growing wait until it is listening again.
 */
export class PostgresOrderEventsSource implements OrderEventsSource {
  #current: pg.Client | null = null;
  #closed = false;
  #failures = 0;
  #retry: NodeJS.Timeout | null = null;

  constructor(private readonly options: PostgresSourceOptions) {}

  async start(): Promise<void> {
    await this.#connect();
  }

  async close(): Promise<void> {
    this.#closed = true;
    if (this.#retry) clearTimeout(this.#retry);
    this.#retry = null;
    const client = this.#current;
    this.#current = null;
    await client?.end().catch(() => undefined);
  }

  /** Answers whether the connection is listening; on failure the next try is already planned. */
  async #connect(): Promise<boolean> {
    const client = new pg.Client({
      connectionString: this.options.connectionString,
      application_name: ORDER_EVENTS_APPLICATION_NAME,
      keepAlive: true,
    });
    this.#current = client;
    client.on('notification', (message) => {
      if (message.channel === ORDER_EVENTS_CHANNEL) this.options.sink.payload(message.payload);
    });
    client.on('error', (error) => this.#lost(client, error));
    client.on('end', () => this.#lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${ORDER_EVENTS_CHANNEL}`);
    } catch (error) {
      this.#lost(client, error);
      return false;
    }
    if (this.#current !== client) return false;
    this.#failures = 0;
    return true;
  }

  /** Called once or more per dead connection (error, end, failed connect): acts on the first. */
  #lost(client: pg.Client, error?: unknown): void {
    if (this.#current !== client) return;
    this.#current = null;
    client.end().catch(() => undefined);
    if (this.#closed) return;
    const delayMs = backoffDelay(this.#failures++, this.options.backoff ?? DEFAULT_BACKOFF);
    this.options.log.warn(
      { err: error, delayMs },
      'order events: listening connection lost, reconnecting',
    );
    this.#retry = setTimeout(() => void this.#reconnect(), delayMs);
  }

  async #reconnect(): Promise<void> {
    this.#retry = null;
    if (this.#closed) return;
    if (!(await this.#connect())) return;
    this.options.log.info('order events: listening again');
    this.options.sink.reconnected();
  }
}
