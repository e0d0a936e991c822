import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const WEB_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const API_SERVER_ENTRY = join(WEB_DIR, '..', 'api', 'dist', 'server.js');

/** Asks the OS for a port nobody listens on. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** The environment of a throwaway API: fresh embedded database, demo seed. */
export function apiServerEnv(port: number): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'sauda-e2e-')),
    SEED: 'demo',
    NODE_ENV: 'test',
  };
}

/** Starts the built API (which serves the built SPA) and resolves once it answers health. */
export async function startApiServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [API_SERVER_ENTRY], {
    env: { ...process.env, ...apiServerEnv(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`API server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
      if (response.ok) return child;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill();
  throw new Error('API server did not become healthy within 120 s');
}
