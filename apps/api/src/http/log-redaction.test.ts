import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { captureLog } from '../test/capture-log.js';
import { REDACTED, REDACTED_PATHS, redactUrl, serializeRequest } from './log-redaction.js';

function logged(object: object): Record<string, unknown> {
  const log = captureLog();
  pino({ redact: { paths: REDACTED_PATHS, censor: REDACTED } }, log.destination).info(object, 'x');
  const [entry] = log.entries();
  return entry ?? {};
}

describe('log redaction', () => {
  it('hides credentials at the top and one or two levels down', () => {
    expect(
      logged({
        password: '123456',
        headers: { authorization: 'Bearer abc', cookie: 'sid=1' },
        req: { headers: { authorization: 'Bearer abc' }, body: { mobile_otp: '4321', code: '99' } },
        user: { session_ktb_token: 'f'.repeat(64) },
        body: { code: '4321', handover_code: '7777' },
      }),
    ).toMatchObject({
      password: REDACTED,
      headers: { authorization: REDACTED, cookie: REDACTED },
      req: { headers: { authorization: REDACTED }, body: { mobile_otp: REDACTED, code: REDACTED } },
      user: { session_ktb_token: REDACTED },
      body: { code: REDACTED, handover_code: REDACTED },
    });
  });

  it('keeps an error’s or a voucher’s code, which are no secrets', () => {
    expect(logged({ code: 'not_found', status: 404, err: { code: 'ECONNREFUSED' } })).toMatchObject(
      { code: 'not_found', err: { code: 'ECONNREFUSED' } },
    );
  });
});

describe('redactUrl', () => {
  it('hides the values of secret query parameters and keeps the rest', () => {
    const url = redactUrl('/api/v1/users/me?token=abc&page=2&X-Amz-Signature=zz&mobile_otp=1');
    const params = new URL(url, 'http://x').searchParams;
    expect(params.get('token')).toBe(REDACTED);
    expect(params.get('X-Amz-Signature')).toBe(REDACTED);
    expect(params.get('mobile_otp')).toBe(REDACTED);
    expect(params.get('page')).toBe('2');
    expect(url).not.toMatch(/abc|zz/);
  });

  it('leaves plain URLs and harmless names alone', () => {
    expect(redactUrl('/api/v1/companies?shipping=fast&q=milk')).toBe(
      '/api/v1/companies?shipping=fast&q=milk',
    );
    expect(redactUrl('/api/v1/users/me')).toBe('/api/v1/users/me');
  });
});

describe('serializeRequest', () => {
  it('logs no headers, only where the request came from and went', () => {
    expect(
      serializeRequest({
        method: 'GET',
        url: '/a?pin=123456',
        host: 'sauda.pk',
        ip: '10.0.0.1',
        socket: { remotePort: 5000 },
      }),
    ).toEqual({
      method: 'GET',
      url: `/a?pin=${encodeURIComponent(REDACTED)}`,
      host: 'sauda.pk',
      remoteAddress: '10.0.0.1',
      remotePort: 5000,
    });
  });
});
