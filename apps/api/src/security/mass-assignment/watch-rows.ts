import type { SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import type { AppDb } from '../../db/client.js';

export interface WatchedRows {
  /** Reads the rows again: they must be exactly as they were. */
  expectUnchanged(): Promise<void>;
}

/**
 * Reads the rows a write must leave alone (another store's products, another user's
 * sessions) before it, to compare after it. The query orders its rows; it must find some,
 * or the comparison would prove nothing.
 */
export async function watchRows(db: AppDb, query: SQL): Promise<WatchedRows> {
  const read = async () => (await db.execute<Record<string, unknown>>(query)).rows;
  const before = await read();
  expect(before.length, 'the watched rows exist').toBeGreaterThan(0);
  return {
    async expectUnchanged() {
      expect(await read()).toEqual(before);
    },
  };
}
