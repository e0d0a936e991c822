import { expect } from 'vitest';
import type { AccountsTestApp } from '../../modules/auth/testing/use-accounts-test-app.js';
import { accountClaims } from './account-claims.js';
import {
  accountsAtHand,
  bystander,
  expectServerCode,
  storedUser,
  watchUser,
} from './account-rows.js';
import { asFormFields, inBothSpellings } from './forbidden-fields.js';
import type { MassAssignmentCase } from './mass-assignment-case.js';
import { injectMultipart } from './inject-multipart.js';

const PIN = '135790';
const NEW_PIN = '975310';

/** Forgot PIN: the code goes to the account's own number; the new PIN changes nothing else. */
export const pinResetCases: MassAssignmentCase<AccountsTestApp>[] = [
  {
    route: 'POST /api/v1/users/forgot_password',
    actor: 'a customer who forgot the PIN (JSON)',
    guards: 'whose code it is and where it goes: the number’s own account',
    treatment: 'strips',
    async attempt(setup) {
      const { db, client, mobile } = accountsAtHand(setup);
      const otherMobile = setup.nextNumber();
      const { queryId } = await client.register(mobile, PIN);
      const other = await client.register(otherMobile, PIN);
      const otherUser = await storedUser(db, other.queryId);
      const watched = await watchUser(db, otherUser.id);
      const response = await client.call('POST', 'users/forgot_password', {
        mobile_number: mobile,
        ...inBothSpellings({
          user_id: other.queryId,
          target: otherMobile,
          code: '000000',
          purpose: 'signup',
        }),
      });
      return {
        response,
        async expectStored() {
          const user = await storedUser(db, queryId);
          await expectServerCode(db, client, user.id, 'forgot_password', mobile);
          await watched.expectUnchanged();
          expect(await client.outbox(otherMobile)).toHaveLength(1);
        },
      };
    },
  },
  {
    route: 'POST /api/v1/users/reset_password',
    actor: 'a customer with the forgot-PIN code (form data)',
    guards: 'only the PIN changes: role, status, guest flag, number and name stay',
    treatment: 'strips',
    async attempt(setup) {
      const { db, app, client, mobile } = accountsAtHand(setup);
      const { queryId } = await client.register(mobile, PIN, 'Nadia Hussain');
      const sent = await client.call('POST', 'users/forgot_password', { mobile_number: mobile });
      expect(sent.statusCode, sent.body).toBe(200);
      const other = await bystander(db);
      // user_id is this form's own field (whose PIN); the rest of the claims stay.
      const { user_id: _userId, ...claims } = accountClaims(other, true);
      const response = await injectMultipart(app, {
        url: '/api/v1/users/reset_password',
        fields: {
          user_id: queryId,
          mobile_otp: await client.lastCode(mobile),
          password: NEW_PIN,
          ...asFormFields({
            ...claims,
            mobile_number: setup.nextNumber(),
            full_name: 'Chosen Name',
            email: 'chosen@example.com',
          }),
        },
      });
      return {
        response,
        async expectStored() {
          expect(await storedUser(db, queryId)).toMatchObject({
            mobileNumber: mobile,
            fullName: 'Nadia Hussain',
            email: null,
            status: 'active',
            role: 'customer',
            isGuest: false,
            avatarUrl: null,
          });
          const login = await client.login(mobile, NEW_PIN);
          expect(login.statusCode, login.body).toBe(200);
          await other.row.expectUnchanged();
        },
      };
    },
  },
];
