import { MERCHANT_MESSAGES } from '@sauda/domain';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorOf } from '../../auth/testing/accounts-client.js';
import { STORE_ID, useStaffTestApp } from './testing/use-staff-test-app.js';

// Only owners run a store's people and read its activity log (`manageStaff`): managers and
// staff get 403, anyone else is told the store does not exist, no session is 401.

const setup = useStaffTestApp(300);
const { staff } = setup;

/** Every staff and activity route, as `token` calls them; nothing of them may change. */
function everyRoute(token: string | undefined): Promise<LightMyRequestResponse>[] {
  const target = setup.team.staff.queryId;
  return [
    staff.list(token, STORE_ID),
    staff.invite(token, STORE_ID, { mobile_number: '+923009990001', role: 'staff' }),
    staff.patch(token, STORE_ID, target, { role: 'owner' }),
    staff.remove(token, STORE_ID, target),
    staff.activity(token, STORE_ID),
  ];
}

describe('who may run the store’s people', () => {
  it.each(['manager', 'staff'] as const)(
    'refuses the %s with 403 forbidden_role on every route, changing nothing',
    async (role) => {
      for (const response of await Promise.all(everyRoute(setup.team[role].token))) {
        expect(response.statusCode).toBe(403);
        expect(errorOf(response)).toMatchObject({
          code: 'forbidden_role',
          message: MERCHANT_MESSAGES.forbiddenRole,
        });
      }
      const listed = await staff.listed(setup.team.owner.token, STORE_ID);
      expect(listed.find((m) => m.id === setup.team.staff.queryId)?.role).toBe('staff');
      expect(listed.some((m) => m.mobile_number === '+923009990001')).toBe(false);
    },
  );

  it('answers 404 to another store’s owner and a shopper, 401 without a session', async () => {
    for (const token of [setup.team.otherOwner.token, setup.team.shopper.token]) {
      for (const response of await Promise.all(everyRoute(token))) {
        expect(response.statusCode).toBe(404);
        expect(errorOf(response).code).toBe('not_found');
      }
    }
    for (const response of await Promise.all(everyRoute(undefined))) {
      expect(response.statusCode).toBe(401);
    }
  });
});
