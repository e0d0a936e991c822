import { vi } from 'vitest';
import type { Database } from '../db/client.js';

/** Every statement the app sends to the database while `run` runs, on either driver. */
export async function countQueries(
  database: Database,
  run: () => Promise<unknown>,
): Promise<number> {
  const spy =
    database.kind === 'pglite'
      ? vi.spyOn(database.pglite, 'query')
      : vi.spyOn(database.pool, 'query');
  try {
    await run();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}
