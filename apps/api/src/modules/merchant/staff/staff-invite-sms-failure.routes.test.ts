import { AUTH_MESSAGES } from '@sauda/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { errorOf } from '../../auth/testing/accounts-client.js';
import { insertCatalogFixture, STORES } from '../../catalog/testing/catalog-fixture.js';
import type { Shopper } from '../../invoices/testing/checkout-fixture.js';
import { insertMember } from '../stores/testing/store-members.js';
import { createStaffClient } from './testing/staff-client.js';

// The SMS gateway refuses the invitation's text: nothing of the invitation stays.

let testApp: TestApp;
let owner: Shopper;
let gatewayUp = false;
const staff = createStaffClient(() => testApp.app);
const STORE_ID = STORES.biryani.queryId;

beforeAll(async () => {
  testApp = await buildTestApp({
    env: { RATE_LIMIT_MAX: '0' },
    services: {
      sms: {
        send: () => (gatewayUp ? Promise.resolve() : Promise.reject(new Error('gateway down'))),
      },
    },
  });
  const fixture = await insertCatalogFixture(testApp.database.db);
  owner = await insertMember(testApp.database.db, 'owner', [fixture.companyIds.biryani], 'Usman');
});
afterAll(() => testApp.close());

describe('an invitation whose text cannot be sent', () => {
  it('answers 502 sms_failed and keeps neither the invitation nor its log entry', async () => {
    const refused = await staff.invite(owner.token, STORE_ID, {
      mobile_number: '+923001234000',
      role: 'staff',
    });
    expect(refused.statusCode).toBe(502);
    expect(errorOf(refused)).toMatchObject({
      code: 'sms_failed',
      message: AUTH_MESSAGES.smsFailed,
    });
    expect((await staff.listed(owner.token, STORE_ID)).map((m) => m.status)).toEqual(['active']);
    expect(await staff.logged(owner.token, STORE_ID)).toEqual([]);

    gatewayUp = true;
    const invited = await staff.invited(owner.token, STORE_ID, '+923001234000', 'staff');
    expect(invited.status).toBe('invited');
  });
});
