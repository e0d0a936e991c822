import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { insertShopper } from '../../modules/invoices/testing/checkout-fixture.js';
import { openEventStream } from '../../modules/orders/events/testing/sse-reader.js';
import {
  EVENTS_PATH,
  listeningUrl,
} from '../../modules/orders/events/testing/use-order-events-test-app.js';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ env: { RATE_LIMIT_MAX: '0' } });
});
afterAll(() => testApp.close());

async function scrape(app: TestApp['app'] = testApp.app): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/metrics' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.body;
}

/** The value of one series, e.g. `sauda_event_streams_open{audience="shopper"}`. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('counts requests by route pattern, method and status class, never by raw URL', async () => {
    for (const id of ['aaa111', 'bbb222', 'ccc333']) {
      await testApp.app.inject({ method: 'GET', url: `/api/v1/products/${id}` });
    }
    await testApp.app.inject({ method: 'GET', url: '/api/v1/no-such-route/42' });

    const text = await scrape();
    const labels = 'method="GET",route="/api/v1/products/:queryId",status_class="4xx"';
    expect(valueOf(text, `sauda_http_requests_total{${labels}}`)).toBe(3);
    expect(valueOf(text, `sauda_http_request_duration_seconds_count{${labels}}`)).toBe(3);
    expect(text).toContain(`sauda_http_request_duration_seconds_bucket{le="0.05",${labels}}`);
    expect(
      valueOf(text, 'sauda_http_requests_total{method="GET",route="unmatched",status_class="4xx"}'),
    ).toBe(1);
    expect(text).not.toMatch(/aaa111|bbb222|no-such-route/);
  });

  it('reports the database and the process', async () => {
    const text = await scrape();
    expect(valueOf(text, `sauda_database_info{kind="${testApp.database.kind}"}`)).toBe(1);
    const total = valueOf(text, 'sauda_db_pool_connections{state="total"}');
    expect(total).toBeGreaterThanOrEqual(1);
    if (testApp.database.kind === 'postgres') {
      expect(valueOf(text, 'sauda_db_pool_connections{state="waiting"}')).toBe(0);
      expect(valueOf(text, 'sauda_db_pool_connections{state="idle"}')).toBeLessThanOrEqual(total!);
    }
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('counts open event streams, down again once they close', async () => {
    const shopper = await insertShopper(testApp.database.db);
    const url = await listeningUrl(testApp);
    const series = 'sauda_event_streams_open{audience="shopper"}';
    expect(valueOf(await scrape(), series)).toBe(0);
    expect(valueOf(await scrape(), 'sauda_event_streams_open{audience="store"}')).toBe(0);

    const reader = await openEventStream(`${url}${EVENTS_PATH}`, { token: shopper.token });
    await reader.waitFor((frame) => frame.retry !== undefined);
    expect(valueOf(await scrape(), series)).toBe(1);

    reader.close();
    await expect.poll(async () => valueOf(await scrape(), series)).toBe(0);
  });

  it('keeps each app’s figures apart', async () => {
    const other = await buildTestApp();
    try {
      const text = await scrape(other.app);
      expect(text).not.toContain('route="/api/v1/products/:queryId"');
    } finally {
      await other.close();
    }
  });
});

describe('access to /metrics', () => {
  const TOKEN = 'metrics-token-0123456789';

  it('is off in production without METRICS_TOKEN: the JSON 404, not the SPA', async () => {
    const production = await buildTestApp({
      env: {
        NODE_ENV: 'production',
        LOG_LEVEL: 'silent',
        SMS_PROVIDER: 'http',
        SMS_HTTP_URL: 'https://sms.example.pk',
        SMS_HTTP_KEY: 'k',
      },
    });
    try {
      const response = await production.app.inject({ method: 'GET', url: '/metrics' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: { code: 'not_found' } });
    } finally {
      await production.close();
    }
  });

  it('asks for the token when METRICS_TOKEN is set', async () => {
    const guarded = await buildTestApp({ env: { METRICS_TOKEN: TOKEN } });
    try {
      const ask = (authorization?: string) =>
        guarded.app.inject({
          method: 'GET',
          url: '/metrics',
          headers: authorization ? { authorization } : {},
        });
      expect((await ask()).statusCode).toBe(403);
      expect((await ask('Bearer wrong-token')).json()).toMatchObject({
        error: { code: 'forbidden' },
      });
      const allowed = await ask(`Bearer ${TOKEN}`);
      expect(allowed.statusCode).toBe(200);
      expect(allowed.body).toContain('sauda_http_requests_total');
    } finally {
      await guarded.close();
    }
  });
});
