import type { Database } from './client.js';

/** Any constant works; it only has to be the same for every API instance. */
export const STARTUP_LOCK_KEY = 7_285_310_411;

/**
 * Runs `work` while this process holds the database-wide start-up lock. Instances that start at
 * once migrate and seed one after the other, so the later ones find nothing left to do. The lock
 * is held on a connection of its own and ends with it, even if this process dies meanwhile.
 * PGlite belongs to one process and needs none.
 */
export async function withStartupLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (database.kind === 'pglite') return work();
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
