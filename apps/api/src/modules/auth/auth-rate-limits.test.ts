import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { AUTH_RATE_LIMITS, strictRateLimit } from './auth-rate-limits.js';

/** Status codes of `times` calls with a body the route refuses (cheap: no PIN is hashed). */
async function statuses(testApp: TestApp, url: string, times: number): Promise<number[]> {
  const codes = [];
  for (let i = 0; i < times; i++) {
    const response = await testApp.app.inject({ method: 'POST', url, payload: {} });
    codes.push(response.statusCode);
  }
  return codes;
}

describe('strictRateLimit', () => {
  it('is never looser than the global limit, and off with it', () => {
    expect(strictRateLimit({ rateLimitMax: 300 }, 20)).toEqual({
      rateLimit: { max: 20, timeWindow: 60_000 },
    });
    expect(strictRateLimit({ rateLimitMax: 5 }, 20)).toEqual({
      rateLimit: { max: 5, timeWindow: 60_000 },
    });
    expect(strictRateLimit({ rateLimitMax: 0 }, 20)).toEqual({});
  });
});

describe('per-route limits on sign-in, sign-up and codes', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({ env: { RATE_LIMIT_MAX: '300' } });
  });

  afterAll(() => testApp.close());

  it('answers 429 rate_limited past the route’s own limit', async () => {
    const max = AUTH_RATE_LIMITS.authenticate;
    const codes = await statuses(testApp, '/api/v1/users/authenticate', max + 1);

    expect(codes.slice(0, max).every((code) => code === 400)).toBe(true);
    expect(codes[max]).toBe(429);
    const limited = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/users/authenticate',
      payload: {},
    });
    expect(limited.json()).toMatchObject({ error: { code: 'rate_limited' } });
  });

  it('counts each route apart', async () => {
    const signUp = await statuses(testApp, '/api/v1/users', AUTH_RATE_LIMITS.signUp + 1);
    expect(signUp.at(-1)).toBe(429);
    expect(signUp.slice(0, -1).every((code) => code === 400)).toBe(true);
    const forgot = await statuses(testApp, '/api/v1/users/forgot_password', 1);
    expect(forgot).toEqual([400]);
  });
});

describe('with rate limits off (RATE_LIMIT_MAX=0)', () => {
  it('never answers 429', async () => {
    const testApp = await buildTestApp({ env: { RATE_LIMIT_MAX: '0' } });
    try {
      const codes = await statuses(testApp, '/api/v1/users', AUTH_RATE_LIMITS.signUp * 3);
      expect(codes.every((code) => code === 400)).toBe(true);
    } finally {
      await testApp.close();
    }
  });
});
