import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { ListenSink, ListenSource } from './listen-source.js';
import { backoffDelay, DEFAULT_BACKOFF, type BackoffOptions } from './reconnect-backoff.js';

/** How the listening connection shows in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'sauda-listener';

export interface PostgresSourceOptions {
  connectionString: string;
  channels: readonly string[];
  sink: ListenSink;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  backoff?: BackoffOptions;
}

/**
 * One dedicated connection (never a pooled one: LISTEN belongs to its session) that listens on
 * the instance's channels and, when the server or the network drops it, comes back with a
 * growing wait until it is listening again.
 */
export class PostgresListenSource implements ListenSource {
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
    const { channels, sink } = this.options;
    const client = new pg.Client({
      connectionString: this.options.connectionString,
      application_name: LISTENER_APPLICATION_NAME,
      keepAlive: true,
    });
    this.#current = client;
    client.on('notification', (message) => {
      if (channels.includes(message.channel)) sink.notification(message.channel, message.payload);
    });
    client.on('error', (error) => this.#lost(client, error));
    client.on('end', () => this.#lost(client));
    try {
      await client.connect();
      await client.query(channels.map((channel) => `LISTEN ${channel};`).join(' '));
    } catch (error) {
      this.#lost(client, error);
      return false;
    }
    if (this.#current !== client) return false;
    this.#failures = 0;
    sink.listening();
    return true;
  }

  /** Called once or more per dead connection (error, end, failed connect): acts on the first. */
  #lost(client: pg.Client, error?: unknown): void {
    if (this.#current !== client) return;
    this.#current = null;
    client.end().catch(() => undefined);
    if (this.#closed) return;
    this.options.sink.lost();
    const delayMs = backoffDelay(this.#failures++, this.options.backoff ?? DEFAULT_BACKOFF);
    this.options.log.warn({ err: error, delayMs }, 'listening connection lost, reconnecting');
    this.#retry = setTimeout(() => void this.#reconnect(), delayMs);
  }

  async #reconnect(): Promise<void> {
    this.#retry = null;
    if (this.#closed) return;
    if (!(await this.#connect())) return;
    this.options.log.info('listening again');
  }
}
