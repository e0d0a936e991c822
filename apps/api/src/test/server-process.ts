import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const API_DIR = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  /** Where it listens, as its start-up line says. */
  url: string;
  port: number;
  /** Its log, one parsed JSON line each, so far. */
  readonly lines: Record<string, unknown>[];
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** Kills it if still running and removes its data directory. */
  dispose(): Promise<void>;
}

/** PGlite's first start (initdb and every migration) on a busy machine can take most of this. */
export const SERVER_START_TIMEOUT_MS = 100_000;

/**
 * `node src/server.ts` as an operator runs it (through tsx, no build): PGlite in a fresh data
 * directory, no seed, JSON logs at info, a port the system picks. A server that has not said
 * where it listens within `startTimeoutMs` is killed.
 */
export async function startServerProcess(
  env: NodeJS.ProcessEnv = {},
  startTimeoutMs = SERVER_START_TIMEOUT_MS,
): Promise<ServerProcess> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sauda-server-'));
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', 'src/server.ts'],
    {
      cwd: API_DIR,
      env: {
        ...inherited,
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        SEED: 'none',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
        RATE_LIMIT_MAX: '0',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const lines: Record<string, unknown>[] = [];
  let stderr = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));

  const started = new Promise<string>((resolve, reject) => {
    let pending = '';
    child.stdout.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const complete = pending.split('\n');
      pending = complete.pop() ?? '';
      for (const line of complete.filter(Boolean)) {
        const entry = JSON.parse(line) as Record<string, unknown>;
        lines.push(entry);
        const running = /is running at (http:\/\/\S+) /.exec(String(entry.msg));
        if (running?.[1]) resolve(running[1]);
      }
    });
    void exited.then((code) =>
      reject(new Error(`server exited (${code}) before start: ${stderr}`)),
    );
    setTimeout(
      () => reject(new Error(`server not started after ${startTimeoutMs} ms`)),
      startTimeoutMs,
    ).unref();
  });
  const dispose = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const url = await started;
    return { child, url, port: Number(new URL(url).port), lines, exited, dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}
