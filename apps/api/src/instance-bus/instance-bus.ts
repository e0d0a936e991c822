import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDb } from '../db/client.js';
import type { DatabaseListener, Unsubscribe } from './database-listener.js';
import {
  INSTANCE_CHANNEL,
  parseInstanceMessage,
  type InstanceMessage,
  type InstanceMessageKind,
  type InstanceMessageOf,
} from './instance-messages.js';
import { publishInstanceMessage } from './instance-messages.repository.js';

/** A sync gives up after this long: the answer is not held back by a slow connection. */
export const SYNC_TIMEOUT_MS = 1_000;

type Handler<K extends InstanceMessageKind> = (message: InstanceMessageOf<K>) => void;

/**
 * Typed messages between API instances over the instance's one listening connection. A cache
 * that trusts these messages to learn of changes must also forget everything on a gap: while
 * the connection is down (`listening` false) messages are lost.
 */
export class InstanceBus {
  readonly #handlers = new Map<InstanceMessageKind, Set<(message: InstanceMessage) => void>>();
  readonly #gapHandlers = new Set<() => void>();
  readonly #syncs = new Map<string, () => void>();

  constructor(
    private readonly listener: DatabaseListener,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
  ) {
    listener.subscribe(INSTANCE_CHANNEL, {
      payload: (payload) => this.#deliver(payload),
      lost: () => this.#gap(),
      reconnected: () => this.#gap(),
    });
  }

  /** True while every message sent by any instance reaches this one. */
  get listening(): boolean {
    return this.listener.listening;
  }

  on<K extends InstanceMessageKind>(kind: K, handler: Handler<K>): Unsubscribe {
    // Only messages of this kind are handed to it (see #deliver).
    const untyped = handler as (message: InstanceMessage) => void;
    const handlers = this.#handlers.get(kind) ?? new Set();
    handlers.add(untyped);
    this.#handlers.set(kind, handlers);
    return () => handlers.delete(untyped);
  }

  /** The connection dropped or came back: messages may have been lost in between. */
  onGap(handler: () => void): Unsubscribe {
    this.#gapHandlers.add(handler);
    return () => this.#gapHandlers.delete(handler);
  }

  /**
   * Waits until this instance has heard every message committed before the call: its own marker
   * comes back after them (a connection delivers in commit order). The other instances' listening
   * connections were told at the same commits, so by then they have heard too, give or take the
   * time their server process takes to pass it on.
   */
  async sync(db: AppDb): Promise<void> {
    if (!this.listening) return;
    const id = randomUUID();
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<void>((resolve) => {
      this.#syncs.set(id, resolve);
      timer = setTimeout(resolve, SYNC_TIMEOUT_MS);
    });
    try {
      // A marker that cannot be sent must not fail the write that asked for it.
      const sent = await publishInstanceMessage(db, { kind: 'sync', id }).then(
        () => true,
        () => false,
      );
      if (sent) await heard;
    } finally {
      clearTimeout(timer);
      this.#syncs.delete(id);
    }
  }

  #deliver(payload: string | undefined): void {
    const message = parseInstanceMessage(payload);
    if (!message) {
      this.log.warn({ payload }, 'instance message dropped');
      return;
    }
    if (message.kind === 'sync') {
      this.#syncs.get(message.id)?.();
      return;
    }
    for (const handler of this.#handlers.get(message.kind) ?? []) handler(message);
  }

  #gap(): void {
    for (const handler of this.#gapHandlers) handler();
  }
}
