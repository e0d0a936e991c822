import type { OrdersQuery } from '@sauda/domain';

/** A safety net only: every order change empties its shopper's pages at once (see the plugin). */
export const ORDER_HISTORY_TTL_MS = 60_000;
/** Counted in characters of the kept JSON (a page of 24 cards is about 21,000): some 64 MB. */
export const ORDER_HISTORY_MAX_CHARS = 64 * 1024 * 1024;
/** Pages kept per shopper: the tabs and the first pages of each cover what a shopper opens. */
export const ORDER_HISTORY_PAGES_PER_SHOPPER = 12;

interface Page {
  /** The answer as sent: serialized once, not at every read. */
  json: string;
  expiresAt: number;
}

export interface OrderHistoryCacheOptions {
  /** Pages are served and kept only while the instance hears every order change (it listens). */
  trusted: () => boolean;
  ttlMs?: number;
  maxChars?: number;
  now?: () => number;
}

/** Everything the route's answer depends on besides the shopper. */
export function historyPageKey({ order_type: tab, page, per_page: perPage }: OrdersQuery): string {
  return `${tab}:${page}:${perPage}`;
}

/**
 * Pages of GET users/orders by shopper, as sent, so that a shopper opening their history again
 * costs no query and no serializing. Least recently read shoppers go first once the characters
 * kept pass `maxChars`.
 */
export class OrderHistoryCache {
  // Map order is insertion order: a shopper read or written moves to the end.
  readonly #shoppers = new Map<number, Map<string, Page>>();
  // Bumped by every forget: a read that began before it must not keep its (older) answer.
  #generation = 0;
  #chars = 0;
  readonly #ttlMs: number;
  readonly #maxChars: number;
  readonly #now: () => number;

  constructor(private readonly options: OrderHistoryCacheOptions) {
    this.#ttlMs = options.ttlMs ?? ORDER_HISTORY_TTL_MS;
    this.#maxChars = options.maxChars ?? ORDER_HISTORY_MAX_CHARS;
    // Looked up at each call: a test that moves the clock moves this one too.
    this.#now = options.now ?? (() => Date.now());
  }

  /** Characters kept, over every shopper. */
  get chars(): number {
    return this.#chars;
  }

  /** Take it before reading the database; hand it to `set` with the answer. */
  get generation(): number {
    return this.#generation;
  }

  get(userId: number, key: string): string | undefined {
    if (!this.options.trusted()) return undefined;
    const pages = this.#shoppers.get(userId);
    const page = pages?.get(key);
    if (!pages || !page) return undefined;
    if (page.expiresAt <= this.#now()) {
      this.#drop(userId, pages, key);
      return undefined;
    }
    this.#shoppers.delete(userId);
    this.#shoppers.set(userId, pages);
    return page.json;
  }

  /** Keeps a page read from the database, unless an order changed since `generation`. */
  set(userId: number, key: string, json: string, generation: number): void {
    if (generation !== this.#generation || !this.options.trusted()) return;
    const pages = this.#shoppers.get(userId) ?? new Map<string, Page>();
    this.#drop(userId, pages, key);
    pages.set(key, { json, expiresAt: this.#now() + this.#ttlMs });
    this.#chars += json.length;
    this.#shoppers.delete(userId);
    this.#shoppers.set(userId, pages);
    this.#trim(userId, pages);
  }

  forgetUser(userId: number): void {
    this.#generation += 1;
    this.#forget(userId);
  }

  clear(): void {
    this.#generation += 1;
    this.#shoppers.clear();
    this.#chars = 0;
  }

  #trim(userId: number, pages: Map<string, Page>): void {
    while (pages.size > ORDER_HISTORY_PAGES_PER_SHOPPER) {
      const oldestKey = pages.keys().next().value;
      if (oldestKey === undefined) break;
      this.#drop(userId, pages, oldestKey);
    }
    while (this.#chars > this.#maxChars) {
      const oldestUser = this.#shoppers.keys().next().value;
      if (oldestUser === undefined) break;
      this.#forget(oldestUser);
    }
  }

  #drop(userId: number, pages: Map<string, Page>, key: string): void {
    const page = pages.get(key);
    if (!page) return;
    pages.delete(key);
    this.#chars -= page.json.length;
    if (pages.size === 0) this.#shoppers.delete(userId);
  }

  #forget(userId: number): void {
    for (const page of this.#shoppers.get(userId)?.values() ?? []) this.#chars -= page.json.length;
    this.#shoppers.delete(userId);
  }
}
