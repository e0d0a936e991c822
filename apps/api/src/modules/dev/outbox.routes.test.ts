import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createAccountsClient, uniqueNumber } from '../auth/testing/accounts-client.js';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ env: { RATE_LIMIT_MAX: '0' } });
});

afterAll(() => testApp.close());

describe('GET /api/v1/dev/outbox (dev SMS provider)', () => {
  it('lists the codes sent, newest first, and by number', async () => {
    const client = createAccountsClient(testApp.app);
    const first = uniqueNumber(600);
    const second = uniqueNumber(601);
    await client.signUp(first);
    await client.signUp(second);

    const all = await client.outbox();
    expect(all.map((message) => message.to)).toEqual([second, first]);
    expect(all[0]).toEqual({
      to: second,
      body: expect.stringContaining(all[0]?.code ?? 'missing'),
      code: expect.stringMatching(/^\d{6}$/),
      sent_at: expect.any(String),
    });
    expect((await client.outbox(first)).map((message) => message.to)).toEqual([first]);
  });

  it('refuses a bad number filter', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/dev/outbox?mobile_number=abc',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /api/v1/dev/outbox with a real SMS gateway', () => {
  it('does not exist', async () => {
    const withGateway = await buildTestApp({
      env: {
        SMS_PROVIDER: 'http',
        SMS_HTTP_URL: 'http://127.0.0.1:9/sms',
        SMS_HTTP_KEY: 'test-key',
      },
    });
    try {
      const response = await withGateway.app.inject({ method: 'GET', url: '/api/v1/dev/outbox' });
      expect(response.statusCode).toBe(404);
    } finally {
      await withGateway.close();
    }
  });
});
