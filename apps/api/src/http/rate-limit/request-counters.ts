import type { AppDb } from '../../db/client.js';
import { countRequest, deleteEndedCounters } from './rate-limit-counters.repository.js';

/** What a limit needs to know after counting a request: how many so far, and for how long. */
export interface Hit {
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

export interface RequestCounters {
  hit(key: string, windowMs: number): Promise<Hit>;
}

/** Counts of this process alone, the oldest forgotten past `maxKeys`. */
export function memoryCounters(maxKeys = 10_000, now = Date.now): RequestCounters {
  const windows = new Map<string, { count: number; endsAt: number }>();
  return {
    hit(key, windowMs) {
      const at = now();
      let window = windows.get(key);
      if (!window || window.endsAt <= at) {
        window = { count: 0, endsAt: at + windowMs };
        windows.delete(key);
        windows.set(key, window);
        if (windows.size > maxKeys) windows.delete(windows.keys().next().value ?? key);
      }
      window.count += 1;
      return Promise.resolve({ current: window.count, ttl: window.endsAt - at });
    },
  };
}

/** How often ended windows are swept from the table (by whichever request comes after). */
export const COUNTER_SWEEP_INTERVAL_MS = 60_000;

/**
 * Counts shared by every instance on the database: one upsert per request. Ended windows are
 * deleted at most once a minute per instance, after the request, never in its way.
 */
export function databaseCounters(db: AppDb, now = () => new Date()): RequestCounters {
  let nextSweep = 0;
  return {
    async hit(key, windowMs) {
      const at = now();
      const state = await countRequest(db, key, at, windowMs);
      if (at.getTime() >= nextSweep) {
        nextSweep = at.getTime() + COUNTER_SWEEP_INTERVAL_MS;
        deleteEndedCounters(db, at).catch(() => undefined);
      }
      return {
        current: state.count,
        ttl: Math.max(0, state.windowEndsAt.getTime() - at.getTime()),
      };
    },
  };
}
