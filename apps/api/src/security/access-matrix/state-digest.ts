import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.js';

/** Every data table of the app's schema. */
export async function dataTables(db: AppDb): Promise<string[]> {
  const result = await db.execute<{ table_name: string }>(sql`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'
    order by table_name`);
  return result.rows.map((row) => row.table_name);
}

/** One hash per table over all its rows, in one round trip. */
async function tableDigests(db: AppDb, tables: readonly string[]): Promise<Record<string, string>> {
  const selects = tables.map(
    (table) =>
      `select '${table}' as name, md5(coalesce(string_agg(t::text, '' order by t::text), '')) as digest from "${table}" t`,
  );
  const result = await db.execute<{ name: string; digest: string }>(
    sql.raw(selects.join(' union all ')),
  );
  return Object.fromEntries(result.rows.map((row) => [row.name, row.digest]));
}

/** Every stored file (uploads and application files) with its size. */
async function storedFiles(dataDir: string): Promise<string[]> {
  const entries = await readdir(dataDir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile());
  const sized = await Promise.all(
    files.map(async (entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return `${path.relative(dataDir, file)} ${(await stat(file)).size}`;
    }),
  );
  return sized.sort();
}

/**
 * What a request could have changed: each table's rows and the files kept on disk. Compared
 * with `toEqual`, a difference names the table that changed.
 */
export async function digestState(
  db: AppDb,
  tables: readonly string[],
  dataDir: string,
): Promise<StateDigest> {
  return { tables: await tableDigests(db, tables), files: await storedFiles(dataDir) };
}

export interface StateDigest {
  tables: Record<string, string>;
  files: string[];
}

/** Each existing user's and session's row as text, by table and id: who is signed in as whom. */
export async function accountRows(db: AppDb): Promise<Map<string, string>> {
  const result = await db.execute<{ key: string; row: string }>(sql`
    select 'users ' || id as key, t::text as row from users t
    union all select 'sessions ' || id, t::text from sessions t`);
  return new Map(result.rows.map(({ key, row }) => [key, row]));
}
