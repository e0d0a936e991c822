import { describe, expect, it, vi } from 'vitest';
import { errorOf } from '../../modules/auth/testing/accounts-client.js';
import { useAccountsTestApp } from '../../modules/auth/testing/use-accounts-test-app.js';
import type * as PinHash from '../pin-hash.js';
import { verifySecret } from '../pin-hash.js';

// The real check, watched: which hash each sign-in checks.
vi.mock('../pin-hash.js', async (importOriginal) => {
  const actual = await importOriginal<typeof PinHash>();
  return { ...actual, verifySecret: vi.fn(actual.verifySecret) };
});

const accounts = useAccountsTestApp(600);
const { client, nextNumber } = accounts;
const PIN = '482913';

/** `scrypt$N$r$p` of each hash checked since the last clear. */
function checkedParameters(): string[] {
  return vi.mocked(verifySecret).mock.calls.map(([, stored]) => stored.split('$', 4).join('$'));
}

describe('whether a number has an account', () => {
  it('sign-in checks one hash of the same cost for an unknown number as for a known one', async () => {
    const known = nextNumber();
    await client.register(known, PIN);
    vi.mocked(verifySecret).mockClear();

    const wrongPin = await client.login(known, '000000');
    const forKnown = checkedParameters();
    vi.mocked(verifySecret).mockClear();
    const unknown = await client.login(nextNumber(), PIN);
    const forUnknown = checkedParameters();

    expect(forKnown).toHaveLength(1);
    expect(forUnknown).toEqual(forKnown);
    expect(unknown.statusCode).toBe(wrongPin.statusCode);
    expect(errorOf(unknown)).toEqual(errorOf(wrongPin));
  });

  it('forgot_password tells no more than sign-up: 200 exactly where sign-up answers user_status active', async () => {
    const active = nextNumber();
    await client.register(active, PIN);
    const pending = nextNumber();
    await client.signUp(pending);
    const unknown = nextNumber();

    for (const number of [active, pending, unknown]) {
      const forgot = await client.call('POST', 'users/forgot_password', { mobile_number: number });
      const signUp = await client.call('POST', 'users', { user: { mobile_number: number } });
      const signUpSaysActive =
        signUp.statusCode === 400 && errorOf(signUp).user_status === 'active';
      expect(forgot.statusCode === 200, number).toBe(signUpSaysActive);
      expect([200, 404]).toContain(forgot.statusCode);
    }
  });
});
