import { fileURLToPath } from 'node:url';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client.js';
import { withStartupLock } from './startup-lock.js';

/**
 * Resolved from src/db and from dist/db alike (both two levels below apps/api): the build does
 * not copy the SQL files, so the compiled server reads them from src.
 */
export const migrationsFolder = fileURLToPath(new URL('../../src/db/migrations', import.meta.url));

/** Applies the pending migrations; instances starting at once take turns (see withStartupLock). */
export async function runMigrations(database: Database): Promise<void> {
  await withStartupLock(database, () => applyMigrations(database));
}

/** The migrations alone: on PostgreSQL call it inside withStartupLock. */
export async function applyMigrations(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(drizzlePglite({ client: database.pglite }), { migrationsFolder });
  } else {
    await migrateNodePg(drizzleNodePg({ client: database.pool }), { migrationsFolder });
  }
}
