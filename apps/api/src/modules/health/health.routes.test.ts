import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLoggedTestApp, type LoggedTestApp } from '../../test/capture-log.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createTestDatabase } from '../../test/test-database.js';
import { bundledMigrations } from './migration-journal.js';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ env: { APP_VERSION: '9.9.9-test', RATE_LIMIT_MAX: '2' } });
});

afterAll(() => testApp.close());

const get = (app: TestApp['app'], url: string) => app.inject({ method: 'GET', url });

describe('GET /api/v1/health', () => {
  it('answers ok with the database kind and version', async () => {
    const response = await get(testApp.app, '/api/v1/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: testApp.database.kind,
      version: '9.9.9-test',
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('is not counted by the rate limit, unlike the API', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await get(testApp.app, '/api/v1/health')).statusCode).toBe(200);
      expect((await get(testApp.app, '/api/v1/health/ready')).statusCode).toBe(200);
    }
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push((await get(testApp.app, '/api/v1/hello')).statusCode);
    expect(answers).toEqual([200, 200, 429]);
  });
});

describe('GET /api/v1/health/ready', () => {
  it('answers ready with the number of bundled migrations, all applied', async () => {
    const response = await get(testApp.app, '/api/v1/health/ready');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ready',
      database: testApp.database.kind,
      migrations: (await bundledMigrations()).length,
    });
  });

  it('answers 503 not_ready while a bundled migration is not applied', async () => {
    const database = await createTestDatabase();
    const app = await buildTestApp({ database });
    try {
      const [latest] = (await bundledMigrations()).slice(-1);
      await database.db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = ${latest?.when ?? 0}`,
      );
      const response = await get(app.app, '/api/v1/health/ready');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        error: {
          code: 'not_ready',
          reason: 'migrations_pending',
          message: 'The service is not ready yet. Please try again shortly.',
          message_key: 'server.notReady',
        },
      });
      await database.db.execute(sql`drop schema drizzle cascade`);
      const unmigrated = await get(app.app, '/api/v1/health/ready');
      expect(unmigrated.json()).toMatchObject({ error: { reason: 'migrations_pending' } });
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('answers 503 once the database is gone, while liveness still answers ok', async () => {
    const database = await createTestDatabase();
    const app = await buildTestApp({ database });
    try {
      await database.close();
      const ready = await get(app.app, '/api/v1/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({
        error: { code: 'not_ready', reason: 'database_unreachable' },
      });
      expect((await get(app.app, '/api/v1/health')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('probe logging', () => {
  let logged: LoggedTestApp;
  beforeAll(async () => {
    logged = await buildLoggedTestApp('info');
  });
  afterAll(() => logged.close());

  it('writes no line per probe at info, while other requests are logged', async () => {
    await get(logged.app, '/api/v1/health');
    await get(logged.app, '/api/v1/health/ready');
    await get(logged.app, '/api/v1/hello');

    const urls = logged.log
      .entries()
      .map((entry) => (entry.req as { url?: string } | undefined)?.url)
      .filter(Boolean);
    expect(urls).toEqual(['/api/v1/hello']);
  });
});
