import { describe, expect, it, vi } from 'vitest';
import type { AppDb } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { checkReadiness } from './health.service.js';

describe('checkReadiness', () => {
  it('gives up on a database that does not answer in time', async () => {
    const hanging = { execute: () => new Promise(() => undefined) } as unknown as AppDb;
    const log = { warn: vi.fn() };

    const refusal = await checkReadiness({ kind: 'postgres', db: hanging }, log, 20).catch(
      (error: unknown) => error,
    );

    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({
      code: 'not_ready',
      status: 503,
      extra: { reason: 'database_unreachable' },
    });
    expect(log.warn).toHaveBeenCalledWith(
      { err: expect.objectContaining({ message: 'no answer within 20 ms' }) },
      'not ready: the database does not answer',
    );
  });
});
