import { fileURLToPath } from 'node:url';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client.js';

/**
 * Resolved from src/db and from dist/db alike (both two levels below apps/api): the build does
 * not copy the SQL files, so the compiled server reads them from src.
 */
export const migrationsFolder = fileURLToPath(new URL('../../src/db/migrations', import.meta.url));

/** Any constant works; it only has to be the same for every API instance. */
const MIGRATION_LOCK_KEY = 7_285_310_411;

export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(drizzlePglite({ client: database.pglite }), { migrationsFolder });
    return;
  }
  // Several instances may start at once: one migrates, the others wait and then find nothing to do.
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
