import type { AppDb } from '../client.js';

/** The seed runs inside one transaction; a transaction is a database handle for inserts. */
export type SeedDb = Pick<AppDb, 'insert' | 'execute' | 'select'>;

export const BATCH_SIZE = 1000;

export function chunk<T>(rows: readonly T[], size = BATCH_SIZE): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < rows.length; i += size) chunks.push(rows.slice(i, i + size));
  return chunks;
}

/** Runs `insertChunk` for each batch of ~1,000 rows in order and concatenates what it returns. */
export async function insertInBatches<T, R>(
  rows: readonly T[],
  insertChunk: (batch: T[]) => Promise<R[]>,
): Promise<R[]> {
  const results: R[] = [];
  for (const batch of chunk(rows)) results.push(...(await insertChunk(batch)));
  return results;
}
