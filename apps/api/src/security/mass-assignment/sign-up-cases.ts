import { expect } from 'vitest';
import type { Guest } from '../../modules/auth/testing/accounts-client.js';
import { freezeClock } from '../../modules/auth/testing/freeze-clock.js';
import type { AccountsTestApp } from '../../modules/auth/testing/use-accounts-test-app.js';
import { OTP_RESEND_WAIT_MS } from '../../modules/auth/auth-limits.js';
import { accountClaims, FAR_AHEAD } from './account-claims.js';
import { accountsAtHand, bystander, expectServerCode, storedUser } from './account-rows.js';
import { inBothSpellings } from './forbidden-fields.js';
import type { MassAssignmentCase } from './mass-assignment-case.js';

/** What a client would set on a one-time code: its value, tries, expiry and number. */
const codeClaims = (target: string) =>
  inBothSpellings({
    code: '000000',
    code_hash: 'chosen',
    attempts: -100,
    expires_at: FAR_AHEAD,
    consumed_at: null,
    target,
  });

/** Checkout's Verify Account form: name, number and password of the guest. */
const guestSignupBody = (mobile: string) => ({
  full_name: 'Bilal Ahmed',
  mobile_number: mobile,
  password: 'secret12',
});

/**
 * The guest is still a guest without a number (it is theirs once the code is entered), and
 * its newest code is the one the server texted to that number.
 */
async function expectStillGuest(
  { db, client }: Pick<ReturnType<typeof accountsAtHand>, 'db' | 'client'>,
  guest: Guest,
  mobile: string,
): Promise<void> {
  const user = await storedUser(db, guest.queryId);
  expect(user).toMatchObject({
    isGuest: true,
    status: 'active',
    role: 'customer',
    mobileNumber: null,
    guestLoginId: guest.loginId,
    tradeTypes: ['Retail'],
  });
  await expectServerCode(db, client, user.id, 'guest_verification', mobile);
}

/** Sign-up's first two steps and the codes they send. */
export const signUpCases: MassAssignmentCase<AccountsTestApp>[] = [
  {
    route: 'POST /api/v1/users',
    actor: 'a new number signing up',
    guards: 'the pending user (status, role, guest flag, PIN, name) and its sign-up code',
    treatment: 'strips',
    status: 201,
    async attempt(setup) {
      const { db, client, mobile } = accountsAtHand(setup);
      const other = await bystander(db);
      const claims = {
        ...accountClaims(other, true),
        ...inBothSpellings({ full_name: 'Chosen Name', password: '123456' }),
      };
      const response = await client.call('POST', 'users', {
        user: { mobile_number: mobile, ...claims },
        ...claims,
      });
      return {
        response,
        async expectStored() {
          const queryId = response.json<{ user: { query_id: string } }>().user.query_id;
          const user = await storedUser(db, queryId);
          expect(user).toMatchObject({
            mobileNumber: mobile,
            status: 'pending',
            role: 'customer',
            isGuest: false,
            fullName: null,
            pinHash: null,
            avatarUrl: null,
          });
          await expectServerCode(db, client, user.id, 'signup', mobile);
          await other.row.expectUnchanged();
        },
      };
    },
  },
  {
    route: 'PUT /api/v1/users/:userId/resend_otp',
    actor: 'a number part-way through sign-up',
    guards: 'the new code: its value, tries, expiry and the number it goes to',
    treatment: 'strips',
    async attempt(setup) {
      const { db, client, mobile } = accountsAtHand(setup);
      const advance = freezeClock();
      const queryId = await client.signUp(mobile);
      advance(OTP_RESEND_WAIT_MS + 1000);
      const response = await client.call('PUT', `users/${queryId}/resend_otp`, {
        purpose: 'signup',
        ...codeClaims(setup.nextNumber()),
        ...inBothSpellings({ status: 'active', user_id: queryId }),
      });
      return {
        response,
        async expectStored() {
          const user = await storedUser(db, queryId);
          expect(user.status).toBe('pending');
          await expectServerCode(db, client, user.id, 'signup', mobile);
        },
      };
    },
  },
  {
    route: 'POST /api/v1/users/:userId/verify_mobile_otp',
    actor: 'a number entering its sign-up code',
    guards: 'the account the code proves: status, role, guest flag, number, name, PIN',
    treatment: 'strips',
    async attempt(setup) {
      const { db, client, mobile } = accountsAtHand(setup);
      const queryId = await client.signUp(mobile);
      const other = await bystander(db);
      const response = await client.call('POST', `users/${queryId}/verify_mobile_otp`, {
        mobile_otp: await client.lastCode(mobile),
        ...accountClaims(other, true),
        ...inBothSpellings({ mobile_number: setup.nextNumber(), full_name: 'Chosen Name' }),
      });
      return {
        response,
        async expectStored() {
          expect(await storedUser(db, queryId)).toMatchObject({
            mobileNumber: mobile,
            status: 'pending',
            role: 'customer',
            isGuest: false,
            fullName: null,
            pinHash: null,
            tradeTypes: ['Retail'],
          });
          await other.row.expectUnchanged();
        },
      };
    },
  },
  {
    route: 'POST /api/v1/users/:userId/guest_signup',
    actor: 'a signed-in guest at checkout',
    guards: 'the guest stays a guest without the number until the code is entered',
    treatment: 'strips',
    async attempt(setup) {
      const { db, client, mobile } = accountsAtHand(setup);
      const guest = await client.guest();
      const other = await bystander(db);
      const response = await client.call(
        'POST',
        `users/${guest.queryId}/guest_signup`,
        {
          ...guestSignupBody(mobile),
          ...accountClaims(other, false),
          ...inBothSpellings({ guest_login_id: 'visitor-chosen', verified: true }),
        },
        guest.token,
      );
      return {
        response,
        async expectStored() {
          await expectStillGuest({ db, client }, guest, mobile);
          expect((await storedUser(db, guest.queryId)).fullName).toBe('Bilal Ahmed');
          await other.row.expectUnchanged();
        },
      };
    },
  },
  {
    route: 'POST /api/v1/users/:userId/send_otp',
    actor: 'a signed-in guest asking for the code again',
    guards: 'the code goes to the number given at guest_signup (the route reads no body)',
    treatment: 'strips',
    async attempt(setup) {
      const { db, client, mobile } = accountsAtHand(setup);
      const guest = await client.guest();
      const advance = freezeClock();
      const signedUp = await client.call(
        'POST',
        `users/${guest.queryId}/guest_signup`,
        guestSignupBody(mobile),
        guest.token,
      );
      expect(signedUp.statusCode, signedUp.body).toBe(200);
      advance(OTP_RESEND_WAIT_MS + 1000);
      const response = await client.call(
        'POST',
        `users/${guest.queryId}/send_otp`,
        {
          ...codeClaims(setup.nextNumber()),
          ...inBothSpellings({ is_guest: false, status: 'blocked' }),
        },
        guest.token,
      );
      return {
        response,
        async expectStored() {
          await expectStillGuest({ db, client }, guest, mobile);
        },
      };
    },
  },
];
