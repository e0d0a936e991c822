import { describe, expect, it } from 'vitest';
import { AppError } from '../app-error.js';
import { checkMetricsAccess } from './metrics-access.js';

const TOKEN = 'metrics-token-0123456789';

function refusal(run: () => void): { status: number; code: string } | null {
  try {
    run();
    return null;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { status: error.status, code: error.code };
  }
}

describe('checkMetricsAccess', () => {
  it('lets anyone in when open', () => {
    expect(refusal(() => checkMetricsAccess({ access: 'open' }, undefined))).toBeNull();
  });

  it('answers 404 when off, whatever the caller sends', () => {
    expect(refusal(() => checkMetricsAccess({ access: 'off' }, `Bearer ${TOKEN}`))).toEqual({
      status: 404,
      code: 'not_found',
    });
  });

  it('wants exactly the bearer token when one is set', () => {
    const access = { access: 'token', token: TOKEN } as const;
    expect(refusal(() => checkMetricsAccess(access, `Bearer ${TOKEN}`))).toBeNull();
    expect(refusal(() => checkMetricsAccess(access, `bearer ${TOKEN}`))).toBeNull();
    for (const wrong of [undefined, TOKEN, `Bearer ${TOKEN}x`, 'Bearer ', `Basic ${TOKEN}`]) {
      expect(refusal(() => checkMetricsAccess(access, wrong))).toEqual({
        status: 403,
        code: 'forbidden',
      });
    }
  });
});
