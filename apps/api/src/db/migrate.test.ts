import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { hasPostgres } from '../test/test-database.js';
import { createDatabase } from './client.js';
import { migrationsFolder, runMigrations } from './migrate.js';

// On PostgreSQL the test-database template already runs every migration on an empty database.
describe.skipIf(hasPostgres)('runMigrations on a fresh PGlite directory', () => {
  let dir: string | undefined;
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('creates every table, enables pg_trgm and is a no-op the second time', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'sauda-migrate-'));
    const pgliteDir = path.join(dir, 'nested', 'pglite');

    const first = await createDatabase({ pgliteDir });
    await runMigrations(first);
    await first.close();

    const second = await createDatabase({ pgliteDir });
    try {
      await runMigrations(second);
      const tables = await second.db.execute<{ table_name: string }>(
        sql`select table_name from information_schema.tables where table_schema = 'public'`,
      );
      expect(tables.rows.map((r) => r.table_name)).toEqual(
        expect.arrayContaining(['users', 'products', 'invoices', 'orders', 'order_status_events']),
      );
      const applied = await second.db.execute(sql`select id from drizzle.__drizzle_migrations`);
      expect(applied.rows).toHaveLength(readMigrationFiles({ migrationsFolder }).length);
      const trgm = await second.db.execute<{ close: boolean }>(
        sql`select similarity('biryani', 'biryni') > 0.3 as close`,
      );
      expect(trgm.rows[0]?.close).toBe(true);
    } finally {
      await second.close();
    }
  });
});
