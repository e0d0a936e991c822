import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import {
  createBlankPostgresDatabase,
  createTestDatabase,
  hasPostgres,
} from '../test/test-database.js';
import { createDatabase, type Database } from './client.js';
import { migrateAndSeed } from './migrate-and-seed.js';
import { migrationsFolder } from './migrate.js';
import { STARTUP_LOCK_KEY } from './startup-lock.js';

function recordingLog(): { info(message: string): void; lines: string[] } {
  const lines: string[] = [];
  return { lines, info: (message) => lines.push(message) };
}

async function countRows(database: Database, table: string): Promise<number> {
  const result = await database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from ${sql.identifier(table)}`,
  );
  return result.rows[0]?.n ?? -1;
}

describe('migrateAndSeed', () => {
  it('seeds nothing with SEED=none, and leaves a migrated database as it was', async () => {
    const database = await createTestDatabase();
    try {
      const log = recordingLog();
      await expect(migrateAndSeed(database, 'none', log)).resolves.toBeUndefined();
      expect(await countRows(database, 'companies')).toBe(0);
      expect(log.lines).toEqual([]);
    } finally {
      await database.close();
    }
  });
});

// Two instances sharing one PostgreSQL; PGlite belongs to a single process.
describe.runIf(hasPostgres)('migrateAndSeed: two instances starting at once on PostgreSQL', () => {
  // Seeding the demo city takes 5–15 s on a busy machine.
  it('migrates once and seeds the demo data once', { timeout: 90_000 }, async () => {
    const blank = await createBlankPostgresDatabase();
    const [first, second] = await Promise.all([
      createDatabase({ databaseUrl: blank.url }),
      createDatabase({ databaseUrl: blank.url }),
    ]);
    try {
      const log = recordingLog();
      const summaries = await Promise.all([
        migrateAndSeed(first, 'demo', log),
        migrateAndSeed(second, 'demo', log),
      ]);

      const seeded = summaries.filter((summary) => summary !== undefined);
      expect(seeded).toHaveLength(1);
      expect(log.lines.filter((line) => line.startsWith('empty database'))).toHaveLength(1);
      expect(await countRows(second, 'companies')).toBe(seeded[0]?.companies);
      expect(await countRows(second, 'products')).toBe(seeded[0]?.products);
      const applied = await first.db.execute<{ n: number }>(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect(applied.rows[0]?.n).toBe(readMigrationFiles({ migrationsFolder }).length);
    } finally {
      await Promise.all([first.close(), second.close()]);
      await blank.drop();
    }
  });

  it('waits while another instance holds the start-up lock', async () => {
    const blank = await createBlankPostgresDatabase();
    const holder = new pg.Client({ connectionString: blank.url });
    await holder.connect();
    const database = await createDatabase({ databaseUrl: blank.url });
    try {
      await holder.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
      let done = false;
      const starting = migrateAndSeed(database, 'none', recordingLog()).then(() => {
        done = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(done).toBe(false);
      const schema = await holder.query("select 1 from pg_namespace where nspname = 'drizzle'");
      expect(schema.rowCount).toBe(0);

      await holder.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
      await starting;
      expect(done).toBe(true);
      expect(await countRows(database, 'companies')).toBe(0);
    } finally {
      await holder.end();
      await database.close();
      await blank.drop();
    }
  });
});
