import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { useAccountsTestApp } from '../../modules/auth/testing/use-accounts-test-app.js';
import { upgradePinHash } from '../../modules/auth/users.repository.js';
import { PIN_HASH_PARAMETERS } from '../pin-hash-parameters.js';
import { hashSecret, needsRehash, verifySecret } from '../pin-hash.js';

const accounts = useAccountsTestApp(300);
const { client, nextNumber } = accounts;
const PIN = '482913';
const WEAKER = { ...PIN_HASH_PARAMETERS, cost: PIN_HASH_PARAMETERS.cost / 2 };

const db = () => accounts.testApp.database.db;

async function pinHashOf(mobileNumber: string): Promise<string> {
  const [row] = await db()
    .select({ pinHash: users.pinHash })
    .from(users)
    .where(eq(users.mobileNumber, mobileNumber));
  if (!row?.pinHash) throw new Error(`no PIN for ${mobileNumber}`);
  return row.pinHash;
}

/** An account whose PIN was hashed with weaker parameters than today's. */
async function accountWithWeakerHash(): Promise<{ number: string; weaker: string }> {
  const number = nextNumber();
  await client.register(number, PIN);
  const weaker = await hashSecret(PIN, WEAKER);
  await db().update(users).set({ pinHash: weaker }).where(eq(users.mobileNumber, number));
  return { number, weaker };
}

describe('a PIN hashed with weaker parameters', () => {
  it('is hashed again with today’s parameters at the next sign-in', async () => {
    const { number, weaker } = await accountWithWeakerHash();
    expect((await client.login(number, PIN)).statusCode).toBe(200);
    const upgraded = await pinHashOf(number);
    expect(upgraded).not.toBe(weaker);
    expect(needsRehash(upgraded)).toBe(false);
    expect(await verifySecret(PIN, upgraded)).toBe(true);
    expect((await client.login(number, PIN)).statusCode).toBe(200);
  });

  it('stays as it is after a wrong PIN', async () => {
    const { number, weaker } = await accountWithWeakerHash();
    expect((await client.login(number, '000000')).statusCode).toBe(401);
    expect(await pinHashOf(number)).toBe(weaker);
  });

  it('is not replaced when the PIN changed since it was checked', async () => {
    const { number, weaker } = await accountWithWeakerHash();
    const [user] = await db().select().from(users).where(eq(users.mobileNumber, number));
    if (!user) throw new Error('no user');
    const resetPin = await hashSecret('135790');
    await db().update(users).set({ pinHash: resetPin }).where(eq(users.id, user.id));

    await upgradePinHash(db(), user.id, weaker, await hashSecret(PIN));
    expect(await pinHashOf(number)).toBe(resetPin);
  });
});
