import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { isAppError } from '../../http/app-error.js';
import { createTestDatabase } from '../../test/test-database.js';
import type { AccountsContext } from './accounts-context.js';
import { createIndustryCatalog } from '../catalog/industries.service.js';
import { checkOtp, issueOtp, sendOtp, useOtp } from './otp.service.js';
import { createDevSmsSender, type DevSmsSender } from './sms/dev-sms-sender.js';

const T0 = new Date('2024-06-01T12:00:00Z');
const later = (ms: number) => new Date(T0.getTime() + ms);

let database: Database;
let sms: DevSmsSender;
let ctx: AccountsContext;
let nextNumber = 1;

async function newUser(): Promise<{ id: number; number: string }> {
  const number = `+92310000${String(nextNumber++).padStart(4, '0')}`;
  const [row] = await database.db
    .insert(users)
    .values({ mobileNumber: number, status: 'pending', isGuest: false })
    .returning();
  return { id: row!.id, number };
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!isAppError(error)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error.code;
}

function wrong(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

beforeAll(async () => {
  database = await createTestDatabase();
  sms = createDevSmsSender({ info: () => {} });
  ctx = { db: database.db, sms, industries: createIndustryCatalog(database.db) };
});

afterAll(() => database.close());

describe('one-time codes', () => {
  it('sends 6 digits bound to the user, purpose and number', async () => {
    const user = await newUser();
    const sent = await sendOtp(
      ctx,
      { userId: user.id, purpose: 'signup', target: user.number },
      T0,
    );

    expect(sent.resendOtpData).toEqual({
      purpose: 'signup',
      sent_at: T0.toISOString(),
      resend_available_at: later(30_000).toISOString(),
      expires_at: later(5 * 60_000).toISOString(),
    });
    const [message] = sms.outbox(user.number);
    expect(message?.code).toMatch(/^\d{6}$/);
    const code = message!.code;
    expect(await codeOf(checkOtp(database.db, user.id, 'forgot_password', code, T0))).toBe(
      'otp_not_found',
    );
    const other = await newUser();
    expect(await codeOf(checkOtp(database.db, other.id, 'signup', code, T0))).toBe('otp_not_found');
    const otp = await checkOtp(database.db, user.id, 'signup', code, later(1000));
    expect(otp.target).toBe(user.number);
  });

  it('expires after 5 minutes', async () => {
    const user = await newUser();
    const { code } = await database.db.transaction((tx) =>
      issueOtp(tx, { userId: user.id, purpose: 'signup', target: user.number }, T0),
    );
    expect(await codeOf(checkOtp(database.db, user.id, 'signup', code, later(300_000)))).toBe(
      'otp_expired',
    );
    await expect(
      checkOtp(database.db, user.id, 'signup', code, later(299_999)),
    ).resolves.toBeTruthy();
  });

  it('refuses a new code within 30 seconds of the last', async () => {
    const user = await newUser();
    const binding = { userId: user.id, purpose: 'signup', target: user.number } as const;
    await sendOtp(ctx, binding, T0);

    const error = await sendOtp(ctx, binding, later(29_001)).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'otp_resend_too_early', status: 429 });
    expect(error).toMatchObject({ extra: { retry_after_seconds: 1 } });
    await expect(sendOtp(ctx, binding, later(30_000))).resolves.toBeTruthy();
    // Another purpose has its own clock.
    await expect(
      sendOtp(ctx, { ...binding, purpose: 'forgot_password' }, later(30_001)),
    ).resolves.toBeTruthy();
  });

  it('lets only the newest code of a purpose count', async () => {
    const user = await newUser();
    const binding = { userId: user.id, purpose: 'signup', target: user.number } as const;
    const first = await database.db.transaction((tx) => issueOtp(tx, binding, T0));
    const second = await database.db.transaction((tx) => issueOtp(tx, binding, later(30_000)));

    if (first.code !== second.code) {
      expect(
        await codeOf(checkOtp(database.db, user.id, 'signup', first.code, later(31_000))),
      ).toBe('otp_invalid');
    }
    const otp = await checkOtp(database.db, user.id, 'signup', second.code, later(31_000));
    expect(otp.id).toBe(second.row.id);
  });

  it('counts tries: 5 wrong ones kill the code', async () => {
    const user = await newUser();
    const { code } = await database.db.transaction((tx) =>
      issueOtp(tx, { userId: user.id, purpose: 'signup', target: user.number }, T0),
    );
    const answers = [];
    for (let i = 0; i < 5; i++) {
      answers.push(
        await checkOtp(database.db, user.id, 'signup', wrong(code), T0).catch((e: unknown) => e),
      );
    }
    expect(answers.map((e) => (e as { extra: { tries_left: number } }).extra.tries_left)).toEqual([
      4, 3, 2, 1, 0,
    ]);
    expect(await codeOf(checkOtp(database.db, user.id, 'signup', code, T0))).toBe(
      'otp_attempts_exceeded',
    );
  });

  it('lets parallel guesses use at most 5 tries', async () => {
    const user = await newUser();
    const { code } = await database.db.transaction((tx) =>
      issueOtp(tx, { userId: user.id, purpose: 'signup', target: user.number }, T0),
    );
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        codeOf(checkOtp(database.db, user.id, 'signup', wrong(code), T0)),
      ),
    );
    expect(results.filter((c) => c === 'otp_invalid')).toHaveLength(5);
    expect(results.filter((c) => c === 'otp_attempts_exceeded')).toHaveLength(3);
  });

  it('is used once', async () => {
    const user = await newUser();
    const { code } = await database.db.transaction((tx) =>
      issueOtp(tx, { userId: user.id, purpose: 'signup', target: user.number }, T0),
    );
    const otp = await checkOtp(database.db, user.id, 'signup', code, T0);
    await database.db.transaction((tx) => useOtp(tx, otp, T0));

    expect(await codeOf(database.db.transaction((tx) => useOtp(tx, otp, T0)))).toBe(
      'otp_not_found',
    );
    expect(await codeOf(checkOtp(database.db, user.id, 'signup', code, T0))).toBe('otp_not_found');
  });
});
