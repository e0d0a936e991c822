import { KEYED_CHECKOUT_MESSAGES } from '@sauda/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../db/client.js';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';
import { createTestDatabase } from '../test/test-database.js';
import { AppError, conflict } from './app-error.js';

const BODY_LIMIT = 256;

/** Test-only routes that fail in each way a real route can. */
function addFailingRoutes(app: FastifyInstance): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    '/api/v1/test/echo',
    {
      schema: {
        body: z.object({
          user: z.object({
            mobile_number: z.string().regex(/^\+92\d{10}$/, 'Phone No is not valid'),
          }),
          name: z.string().min(1, 'This field is required'),
        }),
      },
    },
    (request) => ({ received: request.body }),
  );
  typed.get(
    '/api/v1/test/search',
    {
      schema: {
        querystring: z.object({ page: z.coerce.number().int().min(1, 'Page must be 1 or more') }),
      },
    },
    (request) => ({ page: request.query.page }),
  );
  app.post('/api/v1/test/no-body', (request) => ({ body: request.body ?? null }));
  app.get('/api/v1/test/crash', () => {
    throw new Error('connection to 10.0.0.5 refused: password=hunter2');
  });
  app.get('/api/v1/test/app-error', () => {
    throw new AppError('already_registered', 'This number is already registered.', 400, {
      user_status: 'active',
    });
  });
  app.get('/api/v1/test/conflict', () => {
    throw conflict('stock_gone', 'Selected Product exceeds the total remaining units');
  });
  app.get('/api/v1/test/keyed', () => {
    throw conflict('out_of_stock', KEYED_CHECKOUT_MESSAGES.outOfStock('Olper’s Milk 1 L'));
  });
}

let database: Database;
let testApp: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  testApp = await buildTestApp({
    database,
    env: { BODY_LIMIT_BYTES: String(BODY_LIMIT) },
    beforeReady: addFailingRoutes,
  });
});

afterAll(async () => {
  await testApp.close();
  await database.close();
});

function post(url: string, payload: string, contentType = 'application/json') {
  return testApp.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': contentType },
  });
}

describe('the error envelope', () => {
  it('answers 404 not_found for an unknown API route, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await testApp.app.inject({ method, url: '/api/v1/nope' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: { code: 'not_found', message: 'Not found.', message_key: 'server.notFound' },
      });
    }
  });

  it('answers 400 invalid_json for a broken JSON body', async () => {
    const response = await post('/api/v1/test/echo', '{"user": ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'invalid_json' } });
  });

  it('answers 415 for a content type the API does not read', async () => {
    const response = await post('/api/v1/test/echo', '<user/>', 'application/xml');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ error: { code: 'unsupported_media_type' } });
  });

  it('answers 413 payload_too_large above the body limit', async () => {
    const payload = JSON.stringify({ name: 'x'.repeat(BODY_LIMIT), user: { mobile_number: '' } });
    const response = await post('/api/v1/test/echo', payload);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: { code: 'payload_too_large' } });
  });

  it('answers 400 validation_failed with the schema messages per field', async () => {
    const response = await post(
      '/api/v1/test/echo',
      JSON.stringify({ user: { mobile_number: '0300' }, name: '' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'validation_failed',
        message: 'Please check the highlighted fields.',
        message_key: 'server.checkFields',
        fields: { 'user.mobile_number': 'Phone No is not valid', name: 'This field is required' },
        field_keys: {
          'user.mobile_number': { key: 'messages.invalidPhone' },
          name: { key: 'messages.fieldRequired' },
        },
      },
    });
  });

  it('shows the one message when a single field is wrong, also for query strings', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/test/search?page=0' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'validation_failed',
        message: 'Page must be 1 or more',
        fields: { page: 'Page must be 1 or more' },
      },
    });
  });

  it('names a missing body after its context', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/v1/test/echo' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { code: 'validation_failed', fields: { body: expect.any(String) } },
    });
  });

  it('takes an empty JSON body as no body (logout sends one)', async () => {
    const response = await post('/api/v1/test/no-body', '');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ body: null });
  });

  it('answers 500 internal_error without internals', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/test/crash' });
    expect(response.statusCode).toBe(500);
    const body = response.json<{ error: Record<string, unknown> }>();
    expect(Object.keys(body.error).sort()).toEqual(['code', 'message', 'message_key']);
    expect(body.error.code).toBe('internal_error');
    expect(body.error.message_key).toBe('server.internalError');
    expect(response.body).not.toMatch(/hunter2|10\.0\.0\.5|at .*\.ts/);
  });

  it('answers an AppError with its status, code, message and extra keys', async () => {
    const rule = await testApp.app.inject({ method: 'GET', url: '/api/v1/test/app-error' });
    expect(rule.statusCode).toBe(400);
    expect(rule.json()).toEqual({
      error: {
        code: 'already_registered',
        message: 'This number is already registered.',
        user_status: 'active',
      },
    });
    const clash = await testApp.app.inject({ method: 'GET', url: '/api/v1/test/conflict' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ error: { code: 'stock_gone' } });
  });

  it('finds the key of a fixed catalog text, and writes none for words no catalog holds', async () => {
    const fixed = await testApp.app.inject({ method: 'GET', url: '/api/v1/test/conflict' });
    expect(fixed.json()).toEqual({
      error: {
        code: 'stock_gone',
        message: 'Selected Product exceeds the total remaining units',
        message_key: 'messages.exceedsRemainingUnits',
      },
    });
    const unknown = await testApp.app.inject({ method: 'GET', url: '/api/v1/test/app-error' });
    expect(unknown.json<{ error: object }>().error).not.toHaveProperty('message_key');
    expect(unknown.json<{ error: object }>().error).not.toHaveProperty('params');
  });

  it('writes the key and values of a keyed message beside its English words', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/test/keyed' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: {
        code: 'out_of_stock',
        message: 'Olper’s Milk 1 L is out of stock',
        message_key: 'checkout.outOfStock',
        params: { product: 'Olper’s Milk 1 L' },
      },
    });
  });

  it('echoes an incoming request id and makes one up otherwise', async () => {
    const given = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/nope',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(given.headers['x-request-id']).toBe('abc-123');
    const made = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/nope',
      headers: { 'x-request-id': 'bad id\n' },
    });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('the rate limit', () => {
  it('answers 429 rate_limited past RATE_LIMIT_MAX API calls per minute, and spares other paths', async () => {
    const limited = await buildTestApp({ database, env: { RATE_LIMIT_MAX: '2' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        statuses.push(
          (await limited.app.inject({ method: 'GET', url: '/api/v1/hello' })).statusCode,
        );
      }
      expect(statuses).toEqual([200, 200, 429]);
      const response = await limited.app.inject({ method: 'GET', url: '/api/v1/hello' });
      expect(response.json()).toMatchObject({ error: { code: 'rate_limited' } });
      expect(response.headers['retry-after']).toBeDefined();
      // A fresh window waits a whole minute; a little later, some seconds.
      const wait = Number(response.headers['retry-after']);
      const expected =
        wait === 60
          ? { key: 'server.rateLimitedMinutes', count: 1, words: '1 minute' }
          : { key: 'server.rateLimitedSeconds', count: wait, words: `${wait} seconds` };
      expect(response.json()).toEqual({
        error: {
          code: 'rate_limited',
          message: `Too many requests. Please try again in ${expected.words}.`,
          message_key: expected.key,
          params: { count: expected.count },
        },
      });
      const meta = await limited.app.inject({ method: 'GET', url: '/meta.json' });
      expect(meta.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
