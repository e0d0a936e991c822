import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { createTestDatabase } from '../../test/test-database.js';
import { clearLoginFailures } from './login-failures.repository.js';
import { assertLoginAllowed, recordLoginFailure } from './login-lock.service.js';

const T0 = new Date('2024-06-01T12:00:00Z');
const later = (ms: number) => new Date(T0.getTime() + ms);
const MINUTE = 60_000;

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(() => database.close());

async function fail(number: string, times: number, now = T0): Promise<(Date | null)[]> {
  const results = [];
  for (let i = 0; i < times; i++) results.push(await recordLoginFailure(database.db, number, now));
  return results;
}

describe('login lock', () => {
  it('locks on the 10th wrong PIN for 15 minutes', async () => {
    const number = '+923001110001';
    const results = await fail(number, 10);

    expect(results.slice(0, 9)).toEqual(Array(9).fill(null));
    expect(results[9]).toEqual(later(15 * MINUTE));
    await expect(
      assertLoginAllowed(database.db, number, later(15 * MINUTE - 1)),
    ).rejects.toMatchObject({ code: 'login_locked', status: 429 });
    await expect(
      assertLoginAllowed(database.db, number, later(15 * MINUTE)),
    ).resolves.toBeUndefined();
  });

  it('says in whole minutes when to retry', async () => {
    const number = '+923001110002';
    await fail(number, 10);
    await expect(assertLoginAllowed(database.db, number, later(1000))).rejects.toMatchObject({
      message: 'Too many wrong PINs for this number. Please try again in 15 minutes.',
      extra: { retry_after_seconds: 899 },
    });
    await expect(
      assertLoginAllowed(database.db, number, later(14 * MINUTE + 30_000)),
    ).rejects.toMatchObject({
      message: 'Too many wrong PINs for this number. Please try again in 1 minute.',
    });
  });

  it('gives 10 fresh tries after a lock ends', async () => {
    const number = '+923001110003';
    await fail(number, 10);
    const after = await fail(number, 9, later(15 * MINUTE));
    expect(after).toEqual(Array(9).fill(null));
    expect(await recordLoginFailure(database.db, number, later(15 * MINUTE))).toEqual(
      later(30 * MINUTE),
    );
  });

  it('does not lift a lock because of more wrong PINs', async () => {
    const number = '+923001110004';
    const [, , , , , , , , , lockedUntil] = await fail(number, 10);
    expect(await recordLoginFailure(database.db, number, later(MINUTE))).toEqual(lockedUntil);
  });

  it('forgets failures once cleared', async () => {
    const number = '+923001110005';
    await fail(number, 9);
    await clearLoginFailures(database.db, number);
    expect(await fail(number, 9)).toEqual(Array(9).fill(null));
  });
});
