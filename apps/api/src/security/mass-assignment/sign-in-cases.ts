import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { AccountsTestApp } from '../../modules/auth/testing/use-accounts-test-app.js';
import { insertShopper } from '../../modules/invoices/testing/checkout-fixture.js';
import { injectWithToken } from '../../test/inject-with-token.js';
import { accountClaims, FAR_AHEAD, LONG_AGO } from './account-claims.js';
import {
  accountsAtHand,
  bystander,
  expectServerSession,
  sessionsOf,
  storedUser,
  watchSessions,
} from './account-rows.js';
import { inBothSpellings } from './forbidden-fields.js';
import type { MassAssignmentCase } from './mass-assignment-case.js';

const PIN = '246810';

/** Signing in and out: the guest row and the sessions the server makes. */
export const signInCases: MassAssignmentCase<AccountsTestApp>[] = [
  {
    route: 'POST /api/v1/users/authenticate_anonymously',
    actor: 'a browser on its first visit',
    guards: 'the new guest: is_guest, role, status, number, name, trade types, ids, token',
    treatment: 'strips',
    async attempt(setup) {
      const { db, client } = accountsAtHand(setup);
      const other = await bystander(db);
      const loginId = `visitor-${randomBytes(6).toString('hex')}`;
      const response = await client.call('POST', 'users/authenticate_anonymously', {
        login_id: loginId,
        password: randomBytes(24).toString('hex'),
        app_version: '1.2.9',
        os: 'web',
        app: '',
        ...accountClaims(other, false),
        ...inBothSpellings({ mobile_number: '+923001234567', full_name: 'Chosen Name' }),
      });
      return {
        response,
        async expectStored() {
          const { user } = response.json<{ user: { query_id: string } }>();
          const guest = await storedUser(db, user.query_id);
          expect(guest).toMatchObject({
            guestLoginId: loginId,
            isGuest: true,
            role: 'customer',
            status: 'active',
            mobileNumber: null,
            fullName: null,
            avatarUrl: null,
            tradeTypes: ['Retail'],
          });
          expect(guest.id).not.toBe(other.userId);
          await expectServerSession(db, guest.id);
          await other.row.expectUnchanged();
        },
      };
    },
  },
  {
    route: 'POST /api/v1/users/authenticate',
    actor: 'a registered customer',
    guards: 'the session it opens (whose, until when) and the account it signs into',
    treatment: 'strips',
    async attempt(setup) {
      const { db, client, mobile } = accountsAtHand(setup);
      const { queryId } = await client.register(mobile, PIN);
      const other = await bystander(db);
      const otherSessions = await watchSessions(db, other.userId);
      const response = await client.call('POST', 'users/authenticate', {
        login_id: mobile,
        password: PIN,
        ...accountClaims(other, true),
        ...inBothSpellings({ expires_at: FAR_AHEAD, revoked_at: LONG_AGO }),
      });
      return {
        response,
        async expectStored() {
          const user = await storedUser(db, queryId);
          expect(user).toMatchObject({ role: 'customer', status: 'active', isGuest: false });
          expect(user.tradeTypes).toEqual(['Retail']);
          await expectServerSession(db, user.id);
          await other.row.expectUnchanged();
          await otherSessions.expectUnchanged();
        },
      };
    },
  },
  {
    route: 'POST /api/v1/users/logout',
    actor: 'a signed-in customer',
    guards: 'which session ends and when: the bearer’s own, now (the route reads no body)',
    treatment: 'strips',
    status: 204,
    async attempt(setup) {
      const { db, app } = accountsAtHand(setup);
      const shopper = await insertShopper(db);
      const other = await insertShopper(db);
      const [otherSession] = await sessionsOf(db, other.userId);
      const otherSessions = await watchSessions(db, other.userId);
      const response = await injectWithToken(app, 'POST', 'users/logout', shopper.token, {
        ...accountClaims(other, false),
        ...inBothSpellings({ session_id: otherSession?.id, revoked_at: FAR_AHEAD }),
      });
      return {
        response,
        async expectStored() {
          const [own] = await sessionsOf(db, shopper.userId);
          expect(own?.revokedAt?.getTime()).toBeLessThanOrEqual(Date.now());
          await otherSessions.expectUnchanged();
        },
      };
    },
  },
];
