import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import type { ListenSink, ListenSource } from './listen-source.js';
import { pgliteListenSource } from './pglite-listen-source.js';
import { PostgresListenSource } from './postgres-listen-source.js';
import type { BackoffOptions } from './reconnect-backoff.js';

/** What one channel's subscriber hears. */
export interface ChannelListener {
  payload(payload: string | undefined): void;
  /** Listening again after an outage: notifications sent meanwhile were lost. */
  reconnected?(): void;
  /** The connection dropped: from now until `reconnected`, notifications are lost. */
  lost?(): void;
}

export type Unsubscribe = () => void;

export type ListenSourceFactory = (channels: readonly string[], sink: ListenSink) => ListenSource;

/** The database's own way to hear channels: in-process on PGlite, a connection on a server. */
export function databaseListenSource(
  database: Database,
  log: FastifyBaseLogger,
  backoff?: BackoffOptions,
): ListenSourceFactory {
  if (database.kind === 'pglite') {
    return (channels, sink) => pgliteListenSource(database.pglite, channels, sink);
  }
  const { connectionString } = database;
  return (channels, sink) =>
    new PostgresListenSource({
      connectionString,
      channels,
      sink,
      log,
      ...(backoff && { backoff }),
    });
}

/**
 * The instance's one listening connection, shared by every feature that hears other instances
 * (order events, cache invalidations): each subscribes to its channel, none opens its own.
 */
export class DatabaseListener {
  readonly #byChannel = new Map<string, Set<ChannelListener>>();
  readonly #source: ListenSource;
  #started: Promise<void> | null = null;
  #listening = false;
  #wasLost = false;
  #closed = false;

  constructor(
    channels: readonly string[],
    sourceFor: ListenSourceFactory,
    private readonly log: Pick<FastifyBaseLogger, 'error'>,
  ) {
    for (const channel of channels) this.#byChannel.set(channel, new Set());
    this.#source = sourceFor(channels, {
      notification: (channel, payload) => this.#each(channel, (l) => l.payload(payload)),
      listening: () => this.#onListening(),
      lost: () => this.#onLost(),
    });
  }

  /** True while every notification committed elsewhere reaches this process. */
  get listening(): boolean {
    return this.#listening;
  }

  subscribe(channel: string, listener: ChannelListener): Unsubscribe {
    const listeners = this.#byChannel.get(channel);
    if (!listeners) throw new Error(`not a channel of this listener: ${channel}`);
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  /** Starts listening once; later calls wait for the same start. A failed start may be retried. */
  start(): Promise<void> {
    if (this.#closed) return Promise.reject(new Error('database listener is closed'));
    this.#started ??= this.#source.start().catch((error: unknown) => {
      this.#started = null;
      throw error;
    });
    return this.#started;
  }

  async close(): Promise<void> {
    this.#closed = true;
    this.#listening = false;
    const started = this.#started;
    if (!started) return;
    await started.catch(() => undefined);
    await this.#source.close();
  }

  #onListening(): void {
    this.#listening = true;
    if (!this.#wasLost) return;
    this.#wasLost = false;
    this.#everyListener((listener) => listener.reconnected?.());
  }

  #onLost(): void {
    this.#listening = false;
    this.#wasLost = true;
    this.#everyListener((listener) => listener.lost?.());
  }

  #everyListener(run: (listener: ChannelListener) => void): void {
    for (const channel of this.#byChannel.keys()) this.#each(channel, run);
  }

  /** One failing subscriber must not keep the others from their notifications. */
  #each(channel: string, run: (listener: ChannelListener) => void): void {
    for (const listener of [...(this.#byChannel.get(channel) ?? [])]) {
      try {
        run(listener);
      } catch (error) {
        this.log.error({ err: error, channel }, 'notification listener failed');
      }
    }
  }
}
