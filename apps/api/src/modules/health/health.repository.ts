import { sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.js';

/** Throws when the database does not answer. */
export async function pingDatabase(db: AppDb): Promise<void> {
  await db.execute(sql`select 1`);
}

/**
 * The `created_at` of every migration Drizzle has applied (its journal's `when`); throws when
 * the migrations table does not exist yet. pg returns bigint as text, PGlite as a number.
 */
export async function appliedMigrationTimes(db: AppDb): Promise<Set<number>> {
  const result = await db.execute<{ created_at: string | number }>(
    sql`select created_at from drizzle.__drizzle_migrations`,
  );
  return new Set(result.rows.map((row) => Number(row.created_at)));
}
