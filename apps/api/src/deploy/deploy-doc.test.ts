import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../db/migrate.js';
import {
  createBlankPostgresDatabase,
  hasPostgres,
  type BlankPostgresDatabase,
} from '../test/test-database.js';
import { markedCommands, postgresBinDir, runCommands } from './doc-commands.js';
import { readRepoFile } from './repo-files.js';

const commands = markedCommands(await readRepoFile('docs/DEPLOY.md'));

function command(name: string): string {
  const found = commands.get(name);
  if (!found) throw new Error(`docs/DEPLOY.md has no block marked deploy-test: ${name}`);
  return found;
}

describe('docs/DEPLOY.md', () => {
  it('marks its migrate, backup and restore commands for this test', () => {
    expect([...commands.keys()].sort()).toEqual(['backup', 'migrate', 'restore']);
  });
});

// They need a PostgreSQL server and its client tools (pg_dump, pg_restore).
describe.runIf(hasPostgres && postgresBinDir())('docs/DEPLOY.md commands, run as written', () => {
  let blank: BlankPostgresDatabase;
  let client: pg.Client;
  let backupDir: string;
  let env: Record<string, string>;

  beforeAll(async () => {
    blank = await createBlankPostgresDatabase();
    client = new pg.Client({ connectionString: blank.url });
    await client.connect();
    backupDir = await mkdtemp(path.join(os.tmpdir(), 'sauda-backups-'));
    env = { DATABASE_URL: blank.url, BACKUP_DIR: backupDir };
  });
  afterAll(async () => {
    await client.end();
    await blank.drop();
    await rm(backupDir, { recursive: true, force: true });
  });

  const count = async (query: string): Promise<number> =>
    Number((await client.query<{ n: string }>(query)).rows[0]?.n);

  // npm and tsx start first: seconds on a busy machine.
  it(
    'migrate: applies every bundled migration to an empty database',
    { timeout: 60_000 },
    async () => {
      await runCommands(command('migrate'), env);
      expect(await count('select count(*) as n from drizzle.__drizzle_migrations')).toBe(
        readMigrationFiles({ migrationsFolder }).length,
      );
    },
  );

  it('backup, then restore: the data comes back after it was lost', async () => {
    await client.query(
      `insert into industries (id, name, slug)
       select n, 'Backup probe ' || n, 'backup-probe-' || n from generate_series(1, 3) n`,
    );
    const printed = (await runCommands(command('backup'), env)).trim();
    expect(path.dirname(printed)).toBe(backupDir);
    expect(await readdir(backupDir)).toEqual([path.basename(printed)]);
    expect(path.basename(printed)).toMatch(/^sauda-\d{8}T\d{6}Z\.dump$/);

    await client.query(`delete from industries where name like 'Backup probe %'`);
    await client.query('drop table order_status_events');
    await runCommands(command('restore'), env);

    expect(
      await count(`select count(*) as n from industries where name like 'Backup probe %'`),
    ).toBe(3);
    expect(await count('select count(*) as n from order_status_events')).toBe(0);
    expect(await count('select count(*) as n from drizzle.__drizzle_migrations')).toBe(
      readMigrationFiles({ migrationsFolder }).length,
    );
  });
});
