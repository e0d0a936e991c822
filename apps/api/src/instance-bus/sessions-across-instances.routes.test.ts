import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hasPostgres } from '../test/test-database.js';
import { createAccountsClient, uniqueNumber } from '../modules/auth/testing/accounts-client.js';
import { useTwoApps } from './testing/use-two-apps.js';
import { wordHeard } from './testing/word-heard.js';

const PIN = '246810';
let seed = 0;
const nextNumber = () => uniqueNumber(7_100 + seed++);

// Only a PostgreSQL server has other processes (instances) to tell.
describe.skipIf(!hasPostgres)('sessions across instances (PostgreSQL only)', () => {
  const apps = useTwoApps();
  const clientA = createAccountsClient(() => apps.a.app);
  const clientB = createAccountsClient(() => apps.b.app);

  async function userIdOf(queryId: string): Promise<number> {
    const { rows } = await apps.a.database.db.execute<{ id: number }>(
      sql`select id from users where query_id = ${queryId}`,
    );
    if (!rows[0]) throw new Error(`no user ${queryId}`);
    return rows[0].id;
  }

  /**
   * Starts waiting for B's bus to bring word that the user changed; the answer fails unless
   * the word comes within a second. It travels as fast as B's database connection passes the
   * commit's notification on (milliseconds), never at the pace of the cache's minute.
   */
  async function wordOnB(userQueryId: string): Promise<() => Promise<void>> {
    const userId = await userIdOf(userQueryId);
    return wordHeard(
      apps.b.app.instanceBus,
      'user_changed',
      (message) => message.user_id === userId,
    );
  }

  /** B has checked the token twice: the second answer came from its session cache. */
  async function warmOnB(token: string) {
    expect(apps.b.app.instanceBus.listening, 'B hears the other instances').toBe(true);
    for (let i = 0; i < 2; i++) expect((await clientB.me(token)).statusCode).toBe(200);
  }

  it('a sign-out through A is refused by A at once and by B as the word arrives', async () => {
    const guest = await clientA.guest();
    await warmOnB(guest.token);
    const heardOnB = await wordOnB(guest.queryId);

    const out = await clientA.call('POST', 'users/logout', undefined, guest.token);
    expect(out.statusCode, out.body).toBe(204);

    expect((await clientA.me(guest.token)).statusCode).toBe(401);
    await heardOnB();
    expect((await clientB.me(guest.token)).statusCode).toBe(401);
  });

  it('a new PIN through A signs every device out on B', async () => {
    const number = nextNumber();
    const { queryId, token } = await clientA.register(number, PIN);
    const otherDevice = await clientA.loginToken(number, PIN);
    await warmOnB(token);
    await warmOnB(otherDevice);
    const forgot = await clientA.call('POST', 'users/forgot_password', { mobile_number: number });
    expect(forgot.statusCode, forgot.body).toBe(200);
    const heardOnB = await wordOnB(queryId);

    const reset = await clientA.call('POST', 'users/reset_password', {
      user_id: queryId,
      mobile_otp: await clientA.lastCode(number),
      password: '135790',
    });
    expect(reset.statusCode, reset.body).toBe(200);

    await heardOnB();
    expect((await clientB.me(token)).statusCode).toBe(401);
    expect((await clientB.me(otherDevice)).statusCode).toBe(401);
  });

  it('a user blocked in the database by hand is refused by both', async () => {
    const guest = await clientA.guest();
    await warmOnB(guest.token);
    expect((await clientA.me(guest.token)).statusCode).toBe(200);
    const heardOnB = await wordOnB(guest.queryId);

    // No API call: the trigger on the users table tells every instance.
    await apps.a.database.db.execute(
      sql`update users set status = 'blocked' where query_id = ${guest.queryId}`,
    );

    await heardOnB();
    expect((await clientB.me(guest.token)).statusCode).toBe(401);
    expect((await clientA.me(guest.token)).statusCode).toBe(401);
  });

  it('a profile changed through A reads the same on B', async () => {
    const number = nextNumber();
    const { queryId, token } = await clientA.register(number, PIN, 'Ayesha Khan');
    await warmOnB(token);
    const heardOnB = await wordOnB(queryId);

    const renamed = await clientA.call(
      'POST',
      `users/${queryId}/update_user`,
      { user: { full_name: 'Ayesha Siddiqui' } },
      token,
    );
    expect(renamed.statusCode, renamed.body).toBe(200);

    await heardOnB();
    const me = await clientB.me(token);
    expect(me.json<{ user: { full_name: string } }>().user.full_name).toBe('Ayesha Siddiqui');
  });
});
