import { cartItemCount, cartTotalPaisa, type Paisa } from '@sauda/domain';
import { liveQuery, type Subscription } from 'dexie';
import type Dexie from 'dexie';
import { CartEvents } from '../cart-events';
import { cartLineUniqueId, type CartLine, type CartLineInput } from '../cart-line';
import { addedLine, assertQuantity, refreshedLine } from '../cart-line-changes';
import type { CartPort, FreshProducts } from '../cart-port';
import { CartStorageError } from '../cart-storage-error';
import type { CartTable } from './cart-database';
import { lineOfRecord, linesOfRecords, toCartRecord } from './cart-record';

/**
 * The cart in the browser database. Reads are answered from a snapshot (synchronous, for
 * useSyncExternalStore) that a Dexie liveQuery keeps current while anyone listens, including
 * after changes made in another tab. Every failure becomes a CartStorageError.
 */
/**
 * Now, or just after the newest line when that is later: two lines added within the same
 * millisecond still keep the order they came in (the table itself is ordered by id).
 */
async function nextAddedAt(table: CartTable): Promise<number> {
  const newest = Math.max(0, ...linesOfRecords(await table.toArray()).map((line) => line.added_at));
  return Math.max(Date.now(), newest + 1);
}

export class DexieCart implements CartPort {
  private snapshot: readonly CartLine[] = [];
  private snapshotKey = '[]';
  private isLoaded = false;
  private watch: Subscription | null = null;
  private readonly events = new CartEvents();

  constructor(private readonly storage: { db: Dexie; table: CartTable }) {}

  addItem(input: CartLineInput): Promise<CartLine> {
    return this.write(() =>
      this.inTransaction(async (table) => {
        const existing = lineOfRecord(await table.get(cartLineUniqueId(input)));
        const line = addedLine(existing, input, await nextAddedAt(table));
        await table.put(toCartRecord(line));
        return line;
      }),
    );
  }

  async updateQuantity(uniqueId: string, quantity: number): Promise<void> {
    assertQuantity(quantity);
    await this.write(() =>
      this.inTransaction(async (table) => {
        const line = lineOfRecord(await table.get(uniqueId));
        if (line) await table.put(toCartRecord({ ...line, quantity }));
      }),
    );
  }

  removeItem(uniqueId: string): Promise<void> {
    return this.write(() => this.storage.table.delete(uniqueId));
  }

  clear(): Promise<void> {
    return this.write(() => this.storage.table.clear());
  }

  async getAll(): Promise<readonly CartLine[]> {
    await this.write(() => Promise.resolve());
    return this.snapshot;
  }

  applyProducts(products: FreshProducts): Promise<void> {
    return this.write(() =>
      this.inTransaction(async (table) => {
        const lines = linesOfRecords(await table.toArray());
        const changed = lines.flatMap((line) => {
          const product = products.get(line.query_id);
          return product === undefined ? [] : [toCartRecord(refreshedLine(line, product))];
        });
        await table.bulkPut(changed);
      }),
    );
  }

  count(): number {
    return cartItemCount(this.snapshot);
  }

  total(): Paisa {
    return cartTotalPaisa(this.snapshot);
  }

  lines(): readonly CartLine[] {
    return this.snapshot;
  }

  loaded(): boolean {
    return this.isLoaded;
  }

  subscribe(listener: () => void): () => void {
    const leave = this.events.onChange(listener);
    this.startWatching();
    return () => {
      leave();
      if (!this.events.watched) this.stopWatching();
    };
  }

  onError(listener: (error: CartStorageError) => void): () => void {
    return this.events.onError(listener);
  }

  /** Stops watching and closes the database (tests, and a page that goes away). */
  close(): void {
    this.stopWatching();
    this.storage.db.close();
  }

  private inTransaction<T>(work: (table: CartTable) => Promise<T>): Promise<T> {
    const { db, table } = this.storage;
    return db.transaction('rw', table, () => work(table));
  }

  /** Runs a storage operation, then re-reads, so `lines()` shows its effect once it resolves. */
  private async write<T>(operation: () => Promise<T>): Promise<T> {
    try {
      const result = await operation();
      this.show(linesOfRecords(await this.storage.table.toArray()));
      return result;
    } catch (cause) {
      throw this.fail(cause);
    }
  }

  private startWatching(): void {
    if (this.watch) return;
    this.watch = liveQuery(() => this.storage.table.toArray()).subscribe({
      next: (records) => this.show(linesOfRecords(records)),
      error: (cause: unknown) => {
        this.watch = null;
        this.fail(cause);
      },
    });
  }

  private stopWatching(): void {
    this.watch?.unsubscribe();
    this.watch = null;
  }

  private show(lines: readonly CartLine[]): void {
    const key = JSON.stringify(lines);
    const first = !this.isLoaded;
    this.isLoaded = true;
    if (key === this.snapshotKey && !first) return;
    this.snapshot = lines;
    this.snapshotKey = key;
    this.events.changed();
  }

  private fail(cause: unknown): CartStorageError {
    const error = cause instanceof CartStorageError ? cause : new CartStorageError(cause);
    console.error(cause);
    this.events.failed(error);
    if (!this.isLoaded) {
      // Storage is unusable: pages show what they have instead of waiting for a first read.
      this.isLoaded = true;
      this.events.changed();
    }
    return error;
  }
}
