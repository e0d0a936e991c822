/** A stored status event as a stream sends it; `id` is order_status_events.id. */
export interface StreamEntry {
  id: number;
}

export interface OrderEventsStreamDeps<Entry extends StreamEntry> {
  send(entry: Entry): Promise<void>;
  /** The audience's stored events after this id, oldest first (one page). */
  loadAfter(afterId: number): Promise<Entry[]>;
  /** The audience's newest stored event id (0 for none): where a fresh stream starts. */
  latestId(): Promise<number>;
  /** A step failed: the stream is over. */
  onError(error: unknown): void;
}

/**
 * One client's stream of its audience's events (a shopper's, or a store's). The subscription
 * is made before anything is read from the database, and every step runs in turn: live events
 * that arrive while the stream replays wait for the replay to finish, and an id already sent is
 * never sent again.
 */
export class OrderEventsStream<Entry extends StreamEntry> {
  readonly #sent = new Set<number>();
  /** Events after this id are the ones the client may not have yet. */
  #cursor = 0;
  #stopped = false;
  #queue: Promise<void>;
  #open: () => void = () => undefined;

  /** `lastEventId` is the client's Last-Event-ID, or null for a fresh stream (no replay). */
  constructor(
    private readonly deps: OrderEventsStreamDeps<Entry>,
    lastEventId: number | null,
  ) {
    const opened = new Promise<void>((resolve) => {
      this.#open = resolve;
    });
    this.#queue = opened;
    this.#enqueue(() => this.#start(lastEventId));
  }

  /** Starts sending: the replay first, then whatever arrived meanwhile. Resolves after replay. */
  begin(): Promise<void> {
    this.#open();
    return this.#queue;
  }

  live(entry: Entry): void {
    this.#enqueue(() => this.#deliver(entry));
  }

  /** The live feed had a gap: catch up from the database. */
  missed(): void {
    this.#enqueue(() => this.#replay());
  }

  stop(): void {
    this.#stopped = true;
  }

  async #start(lastEventId: number | null): Promise<void> {
    if (lastEventId === null) {
      this.#cursor = await this.deps.latestId();
      return;
    }
    this.#cursor = lastEventId;
    await this.#replay();
  }

  async #replay(): Promise<void> {
    for (const entry of await this.deps.loadAfter(this.#cursor)) await this.#deliver(entry);
  }

  async #deliver(entry: Entry): Promise<void> {
    if (this.#stopped || this.#sent.has(entry.id)) return;
    this.#sent.add(entry.id);
    this.#cursor = Math.max(this.#cursor, entry.id);
    await this.deps.send(entry);
  }

  #enqueue(step: () => Promise<void>): void {
    this.#queue = this.#queue
      .then(() => (this.#stopped ? undefined : step()))
      .catch((error: unknown) => {
        if (this.#stopped) return;
        this.#stopped = true;
        this.deps.onError(error);
      });
  }
}
