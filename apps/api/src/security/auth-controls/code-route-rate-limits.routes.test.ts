import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';

/** Every route that sends a code by SMS or checks a PIN, with its own limit per minute. */
const STRICT_ROUTES: [HTTPMethods, string, number][] = [
  ['POST', '/api/v1/users/authenticate', 20],
  ['POST', '/api/v1/users', 10],
  ['PUT', '/api/v1/users/nobody/resend_otp', 10],
  ['POST', '/api/v1/users/forgot_password', 10],
  ['POST', '/api/v1/users/nobody/guest_signup', 10],
  ['POST', '/api/v1/users/nobody/send_otp', 10],
];

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ env: { RATE_LIMIT_MAX: '300' } });
});
afterAll(() => testApp.close());

describe('the routes that send codes or check PINs', () => {
  it.each(STRICT_ROUTES.map((route, i) => [...route, i] as const))(
    '%s %s answers 429 rate_limited past %i calls a minute from one address',
    async (method, url, max, i) => {
      // Bodies the route refuses cheaply (400, 401 or 404): no SMS, no hash.
      const call = (remoteAddress: string) =>
        testApp.app.inject({ method, url, remoteAddress, payload: {} });
      const address = `10.0.0.${i + 1}`;
      for (let n = 0; n < max; n++) expect((await call(address)).statusCode).not.toBe(429);

      const refused = await call(address);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ error: { code: 'rate_limited' } });
      expect((await call(`10.1.0.${i + 1}`)).statusCode, 'another address').not.toBe(429);
    },
  );
});
