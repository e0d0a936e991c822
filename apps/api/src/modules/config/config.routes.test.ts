import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { globalConfigurations } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ env: { APP_VERSION: '9.9.9-test' } });
  await testApp.database.db.insert(globalConfigurations).values([
    { identifier: 'delivery_fee', value: '15000', description: 'Rs 150' },
    { identifier: 'service_fee', value: '1999' },
    { identifier: 'free_delivery_threshold', value: '75000' },
    { identifier: 'support_phone', value: '+923001234567' },
    { identifier: 'max_quantity', value: '99' },
  ]);
});

afterAll(() => testApp.close());

describe('GET /meta.json', () => {
  it('answers the version and is never cached', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/meta.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ version: '9.9.9-test' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /api/v1/global_configurations', () => {
  it('answers money in rupees and other values as stored', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/global_configurations',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      configurations: [
        { identifier: 'delivery_fee', value: 150 },
        { identifier: 'free_delivery_threshold', value: 750 },
        { identifier: 'max_quantity', value: '99' },
        { identifier: 'service_fee', value: 19.99 },
        { identifier: 'support_phone', value: '+923001234567' },
      ],
    });
  });
});

describe('GET /api/v1/hello', () => {
  it('answers without the database', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/hello' });
    expect(response.json()).toEqual({ hello: 'world' });
  });
});
