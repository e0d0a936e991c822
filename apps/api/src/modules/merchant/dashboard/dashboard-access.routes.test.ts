import { MERCHANT_MESSAGES, SERVER_MESSAGES } from '@sauda/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { injectWithToken } from '../../../test/inject-with-token.js';
import { STORES } from '../../catalog/testing/catalog-fixture.js';
import { errorOf } from '../../invoices/testing/checkout-client.js';
import { insertShopper, type Shopper } from '../../invoices/testing/checkout-fixture.js';
import { useCheckoutTestApp } from '../../invoices/testing/use-checkout-test-app.js';
import { insertStoreMember, insertStoreTeam } from './testing/store-members.js';

const checkout = useCheckoutTestApp();
const db = () => checkout.testApp.database.db;

const dashboardOf = (storeQueryId: string, token: string | undefined, query = '') =>
  injectWithToken(
    checkout.testApp.app,
    'GET',
    `merchant/stores/${storeQueryId}/dashboard${query}`,
    token,
  );

let team: Awaited<ReturnType<typeof insertStoreTeam>>;
let otherStoreOwner: Shopper;
let shopper: Shopper;

beforeAll(async () => {
  team = await insertStoreTeam(db(), checkout.fixture.companyIds.biryani);
  otherStoreOwner = await insertStoreMember(db(), checkout.fixture.companyIds.tikka, 'owner');
  shopper = await insertShopper(db());
});

describe('GET /api/v1/merchant/stores/{storeId}/dashboard: who may read it', () => {
  it('answers 401 without a session', async () => {
    const response = await dashboardOf(STORES.biryani.queryId, undefined);
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('unauthorized');
  });

  it('answers 404 to a shopper and to another store’s owner, as for a missing store', async () => {
    for (const token of [shopper.token, otherStoreOwner.token]) {
      const response = await dashboardOf(STORES.biryani.queryId, token);
      expect(response.statusCode, response.body).toBe(404);
      expect(errorOf(response).message).toBe(SERVER_MESSAGES.storeNotFound);
    }
    const missing = await dashboardOf('store-that-does-not-exist', team.owner.token);
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).message).toBe(SERVER_MESSAGES.storeNotFound);
  });

  it('answers 403 forbidden_role to the store’s staff', async () => {
    const response = await dashboardOf(STORES.biryani.queryId, team.staff.token);
    expect(response.statusCode).toBe(403);
    expect(errorOf(response)).toEqual({
      code: 'forbidden_role',
      message: MERCHANT_MESSAGES.forbiddenRole,
      message_key: 'merchant.forbiddenRole',
    });
  });

  it('answers the owner and a manager, today by default', async () => {
    for (const token of [team.owner.token, team.manager.token]) {
      const response = await dashboardOf(STORES.biryani.queryId, token);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<{ dashboard: { range: string } }>().dashboard.range).toBe('today');
    }
  });

  it('refuses a range other than today, 7d and 30d with 400', async () => {
    for (const query of ['?range=90d', '?range=', '?range=TODAY']) {
      const response = await dashboardOf(STORES.biryani.queryId, team.owner.token, query);
      expect(response.statusCode, query).toBe(400);
      expect(errorOf(response).code).toBe('validation_failed');
      expect(Object.keys(errorOf(response).fields ?? {})).toEqual(['range']);
    }
  });
});
