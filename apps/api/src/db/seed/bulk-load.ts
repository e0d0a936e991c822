import { sql } from 'drizzle-orm';
import type { SeedDb } from './batch-insert.js';

/** Below this many rows, keeping indexes and foreign keys checked as rows arrive is cheaper. */
export const BULK_LOAD_FROM_ROWS = 50_000;

type Definition = { name: string; definition: string };

/**
 * Runs a bulk insert the way PostgreSQL's "Populating a Database" advises: the table's plain
 * secondary indexes and its foreign keys are dropped, then recreated after the load. One index
 * build over a million names beats a million trigram updates, and one validating join beats a
 * million per-row foreign-key checks. DDL is transactional: a failed load restores them all.
 */
export async function withBulkLoad(
  db: SeedDb,
  table: string,
  load: () => Promise<void>,
): Promise<void> {
  const { rows: indexes } = await db.execute<Definition>(sql`
    SELECT index_class.relname AS name, pg_get_indexdef(index_class.oid) AS definition
    FROM pg_index
    JOIN pg_class index_class ON index_class.oid = pg_index.indexrelid
    WHERE pg_index.indrelid = to_regclass(${table})
      AND NOT pg_index.indisprimary AND NOT pg_index.indisunique
      AND NOT EXISTS (SELECT 1 FROM pg_constraint WHERE pg_constraint.conindid = pg_index.indexrelid)
    ORDER BY index_class.relname
  `);
  const { rows: foreignKeys } = await db.execute<Definition>(sql`
    SELECT conname AS name, pg_get_constraintdef(oid) AS definition
    FROM pg_constraint
    WHERE conrelid = to_regclass(${table}) AND contype = 'f'
    ORDER BY conname
  `);
  const target = sql.identifier(table);
  for (const index of indexes) await db.execute(sql`DROP INDEX ${sql.identifier(index.name)}`);
  for (const key of foreignKeys) {
    await db.execute(sql`ALTER TABLE ${target} DROP CONSTRAINT ${sql.identifier(key.name)}`);
  }
  await load();
  await db.execute(sql`SET LOCAL maintenance_work_mem = '256MB'`);
  for (const index of indexes) await db.execute(sql.raw(index.definition));
  for (const key of foreignKeys) {
    await db.execute(
      sql`ALTER TABLE ${target} ADD CONSTRAINT ${sql.identifier(key.name)} ${sql.raw(key.definition)}`,
    );
  }
}
