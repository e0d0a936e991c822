import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema/index.js';

/**
 * What both drivers' raw results share: `db.execute<Row>(sql)` gives typed `rows`. Row counts
 * differ by driver (pg `rowCount`, PGlite `affectedRows`): use `.returning()` instead.
 */
export interface AppQueryResultHKT extends PgQueryResultHKT {
  type: RawRows<this['row']>;
}

export interface RawRows<Row> {
  rows: Row[];
}

/** One type for both drivers: a union of the PGlite and pg db types breaks Drizzle's overloads. */
export type AppDb = PgDatabase<AppQueryResultHKT, typeof schema>;

interface DatabaseBase {
  db: AppDb;
  close(): Promise<void>;
}

export interface PgliteDatabase extends DatabaseBase {
  kind: 'pglite';
  pglite: PGlite;
}

export interface PostgresDatabase extends DatabaseBase {
  kind: 'postgres';
  pool: pg.Pool;
  /** For connections that must not come from the pool, e.g. a dedicated LISTEN. */
  connectionString: string;
}

export type Database = PgliteDatabase | PostgresDatabase;

export interface DatabaseOptions {
  /** postgres://… ; when set, PostgreSQL is used and pgliteDir is ignored. */
  databaseUrl?: string;
  /** PGlite data directory (created if missing) or `memory://`. Defaults to `memory://`. */
  pgliteDir?: string;
  /** Errors of idle pooled PostgreSQL connections (the pool replaces the connection). */
  onPoolError?: (error: Error) => void;
}

export const pgliteExtensions = { pg_trgm };

export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.onPoolError);
  return openPglite(options.pgliteDir ?? 'memory://');
}

export async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<PgliteDatabase> {
  if (!dataDir.includes('://')) await mkdir(dataDir, { recursive: true });
  const pglite = await PGlite.create({
    dataDir,
    extensions: pgliteExtensions,
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  return wrapPglite(pglite);
}

export function wrapPglite(pglite: PGlite): PgliteDatabase {
  const db: AppDb = drizzlePglite({ client: pglite, schema });
  return {
    kind: 'pglite',
    db,
    pglite,
    close: () => pglite.close(),
  };
}

function ignoreReportedElsewhere(): void {}

async function openPostgres(
  connectionString: string,
  onPoolError: (error: Error) => void = () => {},
): Promise<PostgresDatabase> {
  const pool = new pg.Pool({ connectionString });
  // Without a listener, an idle connection dropped by the server crashes the process.
  pool.on('error', onPoolError);
  // So does one in use, which reports on its own client (a restart of the server, a failover).
  // Its error already reaches the query in flight, or the next one, and with it the request's
  // log; the pool then discards the connection.
  pool.on('connect', (client) => client.on('error', ignoreReportedElsewhere));
  try {
    // Fail at start-up, not at the first request, when the server is unreachable.
    await pool.query('select 1');
  } catch (error) {
    await pool.end();
    throw error;
  }
  const db: AppDb = drizzleNodePg({ client: pool, schema });
  return {
    kind: 'postgres',
    db,
    pool,
    connectionString,
    close: () => pool.end(),
  };
}
