import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './repo-files.js';

/** Debian's caddy package (installed by .ci/run). */
export const hasCaddy = spawnSync('caddy', ['version']).status === 0;

export interface RunningCaddy {
  origin: string;
  stop(): Promise<void>;
}

/**
 * Runs deploy/Caddyfile on a loopback port in front of the given upstreams (`127.0.0.1:4101`),
 * with its admin API off and its state in a throwaway directory; resolves once it answers.
 */
export async function startCaddy(port: number, upstreams: string[]): Promise<RunningCaddy> {
  const home = await mkdtemp(path.join(os.tmpdir(), 'sauda-caddy-'));
  const child = spawn(
    'caddy',
    ['run', '--adapter', 'caddyfile', '--config', path.join(repoRoot, 'deploy/Caddyfile')],
    {
      env: {
        PATH: process.env.PATH,
        SITE_ADDRESS: `:${port}`,
        SAUDA_UPSTREAMS: upstreams.join(' '),
        CADDY_ADMIN: 'off',
        XDG_DATA_HOME: home,
        XDG_CONFIG_HOME: home,
      },
      stdio: 'ignore',
    },
  );
  const stop = async () => {
    await endProcess(child);
    await rm(home, { recursive: true, force: true });
  };
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitUntilAnswering(`${origin}/api/v1/health`, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}

async function waitUntilAnswering(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`caddy exited with ${child.exitCode}`);
    const answered = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`caddy did not answer ${url} within 15 s`);
}

async function endProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}
