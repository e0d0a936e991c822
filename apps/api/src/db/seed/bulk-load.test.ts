import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.js';
import type { Database } from '../client.js';
import { withBulkLoad } from './bulk-load.js';

async function definitions(database: Database): Promise<string[]> {
  const { rows } = await database.db.execute<{ d: string }>(sql`
    SELECT pg_get_indexdef(indexrelid) AS d FROM pg_index WHERE indrelid = 'products'::regclass
    UNION ALL
    SELECT conname || ' ' || pg_get_constraintdef(oid) FROM pg_constraint WHERE conrelid = 'products'::regclass
    ORDER BY 1
  `);
  return rows.map((row) => row.d);
}

describe('withBulkLoad', () => {
  let database: Database;
  let original: string[];

  beforeAll(async () => {
    database = await createTestDatabase();
    original = await definitions(database);
  });

  afterAll(async () => {
    await database?.close();
  });

  it('drops plain indexes and foreign keys during the load and restores them after', async () => {
    let during: string[] = [];
    await database.db.transaction(async (tx) => {
      await withBulkLoad(tx, 'products', async () => {
        during = (
          await tx.execute<{ d: string }>(sql`
          SELECT indexrelid::regclass::text AS d FROM pg_index WHERE indrelid = 'products'::regclass
          UNION ALL SELECT conname FROM pg_constraint WHERE conrelid = 'products'::regclass AND contype = 'f'
        `)
        ).rows.map((row) => row.d);
      });
    });
    expect(during.sort()).toEqual(['products_pkey', 'products_query_id_unique']);
    expect(await definitions(database)).toEqual(original);
  });

  it('leaves everything in place when the load fails', async () => {
    const failing = database.db.transaction(async (tx) => {
      await withBulkLoad(tx, 'products', () => Promise.reject(new Error('load failed')));
    });
    await expect(failing).rejects.toThrow('load failed');
    expect(await definitions(database)).toEqual(original);
  });
});
