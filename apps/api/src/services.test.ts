import type { Industry } from '@sauda/domain';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createDevSmsSender, isDevSmsSender } from './modules/auth/sms/dev-sms-sender.js';
import type { SmsSender } from './modules/auth/sms/sms-sender.js';
import type { Geocoder } from './modules/geo/geocoder.js';
import { buildServices } from './services.js';
import { buildTestApp, testConfig, type TestApp } from './test/build-test-app.js';
import { createTestDatabase } from './test/test-database.js';

const quietLog = pino({ level: 'silent' });

/** An SMS gateway stand-in that keeps what it was asked to send. */
function recordingSender(): SmsSender & { sent: { to: string; code: string }[] } {
  const sent: { to: string; code: string }[] = [];
  return {
    sent,
    send: (to, _body, code) => {
      sent.push({ to, code });
      return Promise.resolve();
    },
  };
}

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

describe('buildServices', () => {
  it('builds what the configuration names: dev SMS, the gazetteer, disk media', async () => {
    const database = await createTestDatabase();
    try {
      const services = buildServices(testConfig(), database.db, quietLog);
      expect(isDevSmsSender(services.sms)).toBe(true);
      expect(services.geocoder.stable).toBe(true);
      expect(services.saveAvatar).toEqual(expect.any(Function));
      expect(services.formFiles).not.toBeNull();
    } finally {
      await database.close();
    }
  });

  it('takes an override instead, even a null storage', async () => {
    const database = await createTestDatabase();
    try {
      const sms = recordingSender();
      const services = buildServices(testConfig(), database.db, quietLog, {
        sms,
        saveAvatar: null,
      });
      expect(services.sms).toBe(sms);
      expect(services.saveAvatar).toBeNull();
    } finally {
      await database.close();
    }
  });
});

describe('buildApp with service overrides', () => {
  it('sends sign-up codes through a replacement SMS sender; the dev outbox is not served', async () => {
    const sms = recordingSender();
    testApp = await buildTestApp({ env: { RATE_LIMIT_MAX: '0' }, services: { sms } });
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/users',
      payload: { user: { mobile_number: '+923001112233' } },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(sms.sent).toEqual([{ to: '+923001112233', code: expect.stringMatching(/^\d{4,6}$/) }]);
    const outbox = await testApp.app.inject({ method: 'GET', url: '/api/v1/dev/outbox' });
    expect(outbox.statusCode).toBe(404);
  });

  it('serves the outbox of a dev sender passed in', async () => {
    const sms = createDevSmsSender({ info: () => {} });
    testApp = await buildTestApp({ env: { RATE_LIMIT_MAX: '0' }, services: { sms } });
    await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/users',
      payload: { user: { mobile_number: '+923004445566' } },
    });
    const outbox = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/dev/outbox?mobile_number=%2B923004445566',
    });
    expect(sms.outbox('+923004445566')).toHaveLength(1);
    expect(outbox.json()).toEqual({ messages: sms.outbox('+923004445566') });
  });

  it('answers the maps and industries routes from the services passed in', async () => {
    const geocoder: Geocoder = {
      stable: false,
      search: () => Promise.resolve([]),
      placesIn: () => Promise.resolve([]),
      reverse: (point) =>
        Promise.resolve({
          street: '',
          route: '',
          area: 'Test Town',
          city: 'Karachi',
          formatted_address: 'Test Town, Karachi',
          ...point,
        }),
    };
    const food: Industry = { id: 9, name: 'Food', slug: 'food', icon_url: '/x.svg', position: 1 };
    const industries = { listIndustries: () => Promise.resolve([food]) };
    testApp = await buildTestApp({ services: { geocoder, industries } });

    const reverse = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/geo/reverse?lat=24.85&long=67.02',
    });
    expect(reverse.json()).toMatchObject({ location: { area: 'Test Town' } });
    const list = await testApp.app.inject({ method: 'GET', url: '/api/v1/industries' });
    expect(list.json()).toEqual({ industry_types: [food] });
  });
});
