import { afterAll, beforeAll } from 'vitest';
import { createDatabase, type Database } from '../../db/client.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';

export interface TwoApps {
  a: TestApp;
  b: TestApp;
}

/**
 * Two API instances on one PostgreSQL database, each with its own pool and its own listening
 * connection, as two processes behind a load balancer have (built once per file).
 */
export function useTwoApps(env: NodeJS.ProcessEnv = { RATE_LIMIT_MAX: '0' }) {
  let a: TestApp | undefined;
  let databaseB: Database | undefined;
  let b: TestApp | undefined;

  beforeAll(async () => {
    a = await buildTestApp({ env });
    if (a.database.kind !== 'postgres') throw new Error('PostgreSQL expected');
    databaseB = await createDatabase({ databaseUrl: a.database.connectionString });
    b = await buildTestApp({ env, database: databaseB });
  });
  afterAll(async () => {
    await b?.close();
    await databaseB?.close();
    await a?.close();
  });

  const built = (app: TestApp | undefined): TestApp => {
    if (!app) throw new Error('the apps are only built in beforeAll');
    return app;
  };
  return {
    get a(): TestApp {
      return built(a);
    },
    get b(): TestApp {
      return built(b);
    },
  };
}
