// Starts a disposable PostgreSQL cluster on loopback for the API suite and stops it afterwards.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.mjs';

export function findPostgresBin() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(root, versions[0], 'bin') : null;
}

function postgresUid() {
  const result = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  return result.status === 0 ? Number(result.stdout.trim()) : null;
}

/** Runs a PostgreSQL binary; as root it must run as the postgres user, which owns the cluster. */
function runAsOwner(bin, args) {
  const isRoot = process.getuid?.() === 0;
  const [cmd, cmdArgs] = isRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  execFileSync(cmd, cmdArgs, { stdio: ['ignore', 'ignore', 'inherit'] });
}

export async function startThrowawayPostgres() {
  const bin = findPostgresBin();
  if (!bin) return null;
  const dir = mkdtempSync(join(tmpdir(), 'sauda-pg-'));
  if (process.getuid?.() === 0) {
    const uid = postgresUid();
    if (uid === null) return null;
    chownSync(dir, uid, uid);
  }
  chmodSync(dir, 0o700);
  const port = await freePort();
  runAsOwner(join(bin, 'initdb'), [
    '-D',
    dir,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  runAsOwner(join(bin, 'pg_ctl'), [
    '-D',
    dir,
    '-o',
    options,
    '-l',
    join(dir, 'server.log'),
    '-w',
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    dir,
    stop: () => stopThrowawayPostgres(dir),
  };
}

export function stopThrowawayPostgres(dir) {
  try {
    runAsOwner(join(findPostgresBin(), 'pg_ctl'), ['-D', dir, '-m', 'fast', '-w', 'stop']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Stops the cluster and starts it again with the same options (connections are cut meanwhile). */
export function restartThrowawayPostgres(dir) {
  runAsOwner(join(findPostgresBin(), 'pg_ctl'), ['-D', dir, '-m', 'fast', '-w', 'restart']);
}
