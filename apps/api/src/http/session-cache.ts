import type { SessionWithUser } from '../modules/auth/sessions.repository.js';

/** How long a checked session is kept; messages end it sooner (see `forgetUser`). */
export const SESSION_CACHE_TTL_MS = 60_000;
/** A few thousand shoppers at once per instance; an entry is about a kilobyte. */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

interface Entry {
  found: SessionWithUser;
  expiresAt: number;
}

export interface SessionCacheOptions {
  /** Entries are served and kept only while the instance hears every change (the bus listens). */
  trusted: () => boolean;
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

/**
 * Live sessions by token hash, with their user, so that a signed-in read costs no query. Every
 * change of a user or of their sessions, on any instance, reaches `forgetUser` through the
 * instance bus; without the bus (`trusted` false) nothing is served from memory.
 */
export class SessionCache {
  readonly #entries = new Map<string, Entry>();
  // Bumped by every forget: a lookup that began before it must not store its (older) answer.
  #generation = 0;
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #now: () => number;

  constructor(private readonly options: SessionCacheOptions) {
    this.#ttlMs = options.ttlMs ?? SESSION_CACHE_TTL_MS;
    this.#maxEntries = options.maxEntries ?? SESSION_CACHE_MAX_ENTRIES;
    this.#now = options.now ?? Date.now;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** Take it before reading the database; hand it to `set` with the answer. */
  get generation(): number {
    return this.#generation;
  }

  get(tokenHash: string): SessionWithUser | undefined {
    if (!this.options.trusted()) return undefined;
    const entry = this.#entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.#now()) {
      this.#entries.delete(tokenHash);
      return undefined;
    }
    return entry.found;
  }

  /** Keeps a session read from the database, unless something was forgotten since `generation`. */
  set(tokenHash: string, found: SessionWithUser, generation: number): void {
    if (generation !== this.#generation || !this.options.trusted()) return;
    this.#entries.delete(tokenHash);
    this.#entries.set(tokenHash, { found, expiresAt: this.#now() + this.#ttlMs });
    // Map order is insertion order: the oldest entry goes first.
    while (this.#entries.size > this.#maxEntries) {
      const oldest = this.#entries.keys().next();
      if (oldest.done) break;
      this.#entries.delete(oldest.value);
    }
  }

  /** Keeps the same entry, with a newer `last_seen_at`, without extending its life. */
  replace(tokenHash: string, found: SessionWithUser): void {
    const entry = this.#entries.get(tokenHash);
    if (entry) entry.found = found;
  }

  forgetUser(userId: number): void {
    this.#generation += 1;
    for (const [tokenHash, entry] of this.#entries) {
      if (entry.found.user.id === userId) this.#entries.delete(tokenHash);
    }
  }

  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
  }
}
