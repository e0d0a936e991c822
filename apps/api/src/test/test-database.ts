import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import {
  createDatabase,
  openPglite,
  pgliteExtensions,
  wrapPglite,
  type Database,
} from '../db/client.js';
import { migrationsFolder, runMigrations } from '../db/migrate.js';

/** Tests run on PostgreSQL when DATABASE_URL is set (CI), else on in-memory PGlite. */
const databaseUrl = process.env.DATABASE_URL;
export const hasPostgres = Boolean(databaseUrl);

/** A fresh, migrated, empty database; `close()` discards it. */
export async function createTestDatabase(): Promise<Database> {
  return databaseUrl ? createPostgresTestDatabase(databaseUrl) : createPgliteTestDatabase();
}

// Opening PGlite runs initdb (≈2–4 s); loading a migrated snapshot takes ≈0.5 s.
let pgliteTemplate: Promise<Blob> | undefined;

async function createPgliteTestDatabase(): Promise<Database> {
  pgliteTemplate ??= loadOrBuildPgliteTemplate();
  return openPglite('memory://', await pgliteTemplate);
}

async function loadOrBuildPgliteTemplate(): Promise<Blob> {
  const prefix = 'sauda-pglite-template-';
  const file = path.join(os.tmpdir(), `${prefix}${await templateKey()}.tar`);
  const cached = await readFile(file).catch(() => undefined);
  if (cached) return new Blob([cached], { type: 'application/x-tar' });

  // 1 MB WAL segments instead of 16 MB: a smaller snapshot loads faster.
  const database = wrapPglite(
    await PGlite.create({ extensions: pgliteExtensions, initDbStartParams: ['--wal-segsize=1'] }),
  );
  try {
    await runMigrations(database);
    const snapshot = await database.pglite.dumpDataDir('none');
    await removeStale(os.tmpdir(), prefix, path.basename(file));
    // Several test workers may build at once: publish with an atomic rename.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, new Uint8Array(await snapshot.arrayBuffer()));
    await rename(partial, file);
    return snapshot;
  } finally {
    await database.close();
  }
}

async function removeStale(dir: string, prefix: string, keep: string): Promise<void> {
  const names = await readdir(dir);
  const stale = names.filter((n) => n.startsWith(prefix) && n.endsWith('.tar') && n !== keep);
  await Promise.all(stale.map((n) => rm(path.join(dir, n), { force: true })));
}

let postgresTemplate: Promise<string> | undefined;

async function createPostgresTestDatabase(url: string): Promise<Database> {
  postgresTemplate ??= ensurePostgresTemplate(url);
  const template = await postgresTemplate;
  const name = `sauda_t_${randomBytes(6).toString('hex')}`;
  await withAdminClient(url, (c) => c.query(`create database ${name} template ${template}`));
  const database = await createDatabase({ databaseUrl: withDatabaseName(url, name) });
  return {
    ...database,
    close: async () => {
      await database.close();
      await withAdminClient(url, (c) => c.query(`drop database if exists ${name} with (force)`));
    },
  };
}

/** Vitest workers are separate processes: an advisory lock lets one of them build the template. */
const TEMPLATE_LOCK_KEY = 7_285_310_412;

async function ensurePostgresTemplate(url: string): Promise<string> {
  const template = `sauda_tpl_${(await templateKey()).slice(0, 16)}`;
  await withAdminClient(url, async (c) => {
    await c.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    try {
      const existing = await c.query('select 1 from pg_database where datname = $1', [template]);
      if (existing.rowCount) return;
      // Built under another name and renamed when complete, so a crash never leaves a half template.
      const building = `${template}_building`;
      await c.query(`drop database if exists ${building} with (force)`);
      await c.query(`create database ${building}`);
      const database = await createDatabase({ databaseUrl: withDatabaseName(url, building) });
      try {
        await runMigrations(database);
      } finally {
        await database.close();
      }
      await c.query(`alter database ${building} rename to ${template}`);
      const stale = await c.query<{ datname: string }>(
        `select datname from pg_database where datname like 'sauda\\_tpl\\_%' and datname <> $1`,
        [template],
      );
      for (const { datname } of stale.rows) {
        await c.query(`drop database if exists ${datname} with (force)`);
      }
    } finally {
      await c.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
    }
  });
  return template;
}

export interface BlankPostgresDatabase {
  url: string;
  drop(): Promise<void>;
}

/** An empty database on the test server, never migrated (what a first deployment starts from). */
export async function createBlankPostgresDatabase(): Promise<BlankPostgresDatabase> {
  const url = databaseUrl;
  if (!url) throw new Error('createBlankPostgresDatabase needs DATABASE_URL (a PostgreSQL server)');
  const name = `sauda_blank_${randomBytes(6).toString('hex')}`;
  await withAdminClient(url, (c) => c.query(`create database ${name}`));
  return {
    url: withDatabaseName(url, name),
    drop: async () => {
      await withAdminClient(url, (c) => c.query(`drop database if exists ${name} with (force)`));
    },
  };
}

async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Changes whenever a migration or the PGlite version (its snapshot format) changes. */
async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(await readFile(path.join(path.dirname(entry), '..', 'package.json')));
  const files = await readdir(migrationsFolder, { recursive: true });
  for (const file of files.filter((f) => /\.(sql|json)$/.test(f)).sort()) {
    hash.update(file).update(await readFile(path.join(migrationsFolder, file)));
  }
  return hash.digest('hex');
}
