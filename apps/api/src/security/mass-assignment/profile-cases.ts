import { expect } from 'vitest';
import type { AccountsTestApp } from '../../modules/auth/testing/use-accounts-test-app.js';
import { PNG } from '../../modules/forms/testing/form-files.js';
import { insertShopper } from '../../modules/invoices/testing/checkout-fixture.js';
import { accountClaims, LONG_AGO } from './account-claims.js';
import { accountsAtHand, bystander, storedUser } from './account-rows.js';
import { asFormFields, inBothSpellings } from './forbidden-fields.js';
import { injectMultipart } from './inject-multipart.js';
import type { MassAssignmentCase } from './mass-assignment-case.js';

/** The profile: name, email, date of birth, PIN and photo, and nothing else of the account. */
export const profileCases: MassAssignmentCase<AccountsTestApp>[] = [
  {
    route: 'POST /api/v1/users/:userId/update_user',
    actor: 'a new customer at sign-up step 3',
    guards: 'role, guest flag, number, trade types, photo, ids and created_at of the account',
    treatment: 'strips',
    async attempt(setup) {
      const { db, client, mobile } = accountsAtHand(setup);
      const queryId = await client.signUp(mobile);
      const token = await client.verifySignUp(queryId, mobile);
      const other = await bystander(db);
      const claims = {
        ...accountClaims(other, true),
        ...inBothSpellings({ mobile_number: setup.nextNumber(), updated_at: LONG_AGO }),
      };
      const response = await client.call(
        'POST',
        `users/${queryId}/update_user`,
        { user: { full_name: 'Farah Naz', password: '112233', ...claims }, ...claims },
        token,
      );
      return {
        response,
        async expectStored() {
          const user = await storedUser(db, queryId);
          expect(user).toMatchObject({
            fullName: 'Farah Naz',
            mobileNumber: mobile,
            status: 'active',
            role: 'customer',
            isGuest: false,
            avatarUrl: null,
            tradeTypes: ['Retail'],
          });
          expect(user.id).not.toBe(other.userId);
          expect(user.createdAt.toISOString()).not.toBe(LONG_AGO);
          expect(user.updatedAt.toISOString()).not.toBe(LONG_AGO);
          await other.row.expectUnchanged();
        },
      };
    },
  },
  {
    route: 'POST /api/v1/users/:userId/update_avatar',
    actor: 'a signed-in customer (multipart)',
    guards: 'the photo’s URL is where the server stored it; role and other users stay',
    treatment: 'strips',
    async attempt(setup) {
      const { db, app } = accountsAtHand(setup);
      const shopper = await insertShopper(db);
      const other = await bystander(db);
      const response = await injectMultipart(app, {
        url: `/api/v1/users/${shopper.queryId}/update_avatar`,
        token: shopper.token,
        fields: asFormFields(accountClaims(other, true)),
        file: { field: 'avatar', bytes: PNG, name: 'me.png', type: 'image/png' },
      });
      return {
        response,
        async expectStored() {
          const user = await storedUser(db, shopper.queryId);
          expect(user.avatarUrl).toMatch(/^\/media\/uploads\/avatars\/[0-9a-f]{32}\.png$/);
          expect(user).toMatchObject({ role: 'customer', status: 'active', isGuest: false });
          await other.row.expectUnchanged();
        },
      };
    },
  },
];
