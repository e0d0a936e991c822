import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { ServiceOverrides } from '../services.js';
import { createTestDatabase } from './test-database.js';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: Database;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Environment variables on top of the test defaults. */
  env?: NodeJS.ProcessEnv;
  /** Reuse a database (e.g. one per test file); otherwise a fresh one is created and closed. */
  database?: Database;
  /** Runs before `ready()`, e.g. to add a test-only route. */
  beforeReady?: (app: FastifyInstance) => Promise<void> | void;
  /** Replaces services the configuration would build, e.g. an SMS sender that records. */
  services?: ServiceOverrides;
  /** Sees every route as it is registered (see `recordRoutes`). */
  onRoute?: BuildAppOptions['onRoute'];
}

/** The test configuration: no SPA build, no seed, quiet logs, a throwaway data dir. */
export function testConfig(env: NodeJS.ProcessEnv = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    SEED: 'none',
    DATA_DIR: path.join(os.tmpdir(), 'sauda-test-data'),
    WEB_DIST_DIR: path.join(os.tmpdir(), 'sauda-test-no-web-build'),
    ...env,
  });
}

/**
 * The real app on a real (empty, migrated) database, driven with `app.inject`. Unless the test
 * names one, the app writes its files into a data directory of its own, removed on `close()`:
 * test files run side by side, and a test that counts the files on disk must see only its own.
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const ownDataDir = options.env?.DATA_DIR
    ? undefined
    : await mkdtemp(path.join(os.tmpdir(), 'sauda-test-data-'));
  const config = testConfig({ ...options.env, ...(ownDataDir && { DATA_DIR: ownDataDir }) });
  const ownDatabase = !options.database;
  const database = options.database ?? (await createTestDatabase());
  const app = await buildApp({
    config,
    database,
    services: options.services,
    onRoute: options.onRoute,
  });
  await options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    config,
    database,
    close: async () => {
      await app.close();
      if (ownDatabase) await database.close();
      if (ownDataDir) await rm(ownDataDir, { recursive: true, force: true });
    },
  };
}
