import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';
import { createTestDatabase } from '../test/test-database.js';
import { hasCaddy, startCaddy, type RunningCaddy } from './caddy-process.js';
import { freeLocalPort } from './local-port.js';

const FIRST_EVENT_DELAY_LIMIT_MS = 1_000;
const STREAM_LENGTH_MS = 2_500;

/** Stands in for the event streams: one event at once, the last one later. */
function addRehearsalStream(app: FastifyInstance): void {
  app.get('/rehearsal/events', (request, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    reply.raw.write('data: first\n\n');
    const timer = setTimeout(() => reply.raw.end('data: last\n\n'), STREAM_LENGTH_MS);
    request.raw.on('close', () => clearTimeout(timer));
  });
}

interface Instance {
  testApp: TestApp;
  answered: number;
  port: number;
}

async function startInstance(database: Database): Promise<Instance> {
  const counter = { answered: 0 };
  const testApp = await buildTestApp({
    database,
    beforeReady: (app) => {
      addRehearsalStream(app);
      app.addHook('onRequest', (request, _reply, done) => {
        if (request.url === '/api/v1/health') counter.answered += 1;
        done();
      });
    },
  });
  const port = await freeLocalPort();
  await testApp.app.listen({ host: '127.0.0.1', port });
  return Object.assign(counter, { testApp, port });
}

// compose.yaml in miniature: deploy/Caddyfile in front of two instances on one database.
describe.skipIf(!hasCaddy)('deploy/Caddyfile in front of two instances', () => {
  let database: Database;
  let instances: Instance[];
  let caddy: RunningCaddy;

  beforeAll(async () => {
    database = await createTestDatabase();
    instances = [await startInstance(database), await startInstance(database)];
    caddy = await startCaddy(
      await freeLocalPort(),
      instances.map((instance) => `127.0.0.1:${instance.port}`),
    );
  });
  afterAll(async () => {
    await caddy?.stop();
    for (const instance of instances ?? []) await instance.testApp.close();
    await database?.close();
  });

  it('spreads requests over both instances', async () => {
    for (const instance of instances) instance.answered = 0;
    for (let request = 0; request < 20; request += 1) {
      expect((await fetch(`${caddy.origin}/api/v1/health`)).status).toBe(200);
    }
    expect(instances.map((instance) => instance.answered > 0)).toEqual([true, true]);
  });

  it('compresses JSON with zstd or gzip, as the browser asks', async () => {
    for (const encoding of ['zstd', 'gzip']) {
      const response = await fetch(`${caddy.origin}/api/docs/json`, {
        headers: { 'accept-encoding': encoding },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe(encoding);
      await response.body?.cancel();
    }
  });

  it('passes an event stream through at once, uncompressed', async () => {
    const started = Date.now();
    const response = await fetch(`${caddy.origin}/rehearsal/events`, {
      headers: { accept: 'text/event-stream', 'accept-encoding': 'gzip, zstd' },
    });
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    expect(response.headers.get('content-encoding')).toBeNull();
    const reader = response.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value as Uint8Array)).toBe('data: first\n\n');
    expect(Date.now() - started).toBeLessThan(FIRST_EVENT_DELAY_LIMIT_MS);
    await reader.cancel();
  });

  it('sends every request to the other instance when one stops', async () => {
    const [running, stopped] = instances as [Instance, Instance];
    await stopped.testApp.app.close();
    running.answered = 0;
    for (let request = 0; request < 5; request += 1) {
      expect((await fetch(`${caddy.origin}/api/v1/health`)).status).toBe(200);
    }
    expect(running.answered).toBe(5);
  });
});
