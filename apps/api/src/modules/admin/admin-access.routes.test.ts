import { OPERATOR_MESSAGES } from '@sauda/domain';
import { describe, expect, it } from 'vitest';
import { merchantBody, riderBody } from '../forms/testing/forms-client.js';
import { errorOf } from './applications/testing/admin-client.js';
import { useAdminTestApp } from './applications/testing/use-admin-test-app.js';

const setup = useAdminTestApp();

/** Every operator route, called with a token (or none). */
function everyRoute(applicationId: string, storeId: string) {
  const { admin } = setup;
  return [
    ['list', (token?: string) => admin.list(token)],
    ['export', (token?: string) => admin.exportCsv(token)],
    ['detail', (token?: string) => admin.detail(token, applicationId)],
    ['file', (token?: string) => admin.file(token, applicationId, 0)],
    ['review', (token?: string) => admin.review(token, applicationId, { status: 'reviewed' })],
    ['stores', (token?: string) => admin.stores(token)],
    ['store', (token?: string) => admin.patchStore(token, storeId, { is_published: false })],
  ] as const;
}

describe('who may use the operator’s routes', () => {
  it('answers 401 without a session and 403 forbidden_role for a shopper, a merchant owner and a guest', async () => {
    const applicationId = await setup.submitted('rider', riderBody());
    const storeId = 'store-biryani';
    const { shopper, owner, guest } = setup.cast;
    for (const [name, call] of everyRoute(applicationId, storeId)) {
      expect((await call()).statusCode, name).toBe(401);
      for (const who of [shopper, owner, guest]) {
        const response = await call(who.token);
        expect(response.statusCode, name).toBe(403);
        expect(errorOf(response)).toMatchObject({
          code: 'forbidden_role',
          message: OPERATOR_MESSAGES.operatorsOnly,
        });
      }
    }
  });

  it('changes nothing when refused: the application stays new and the store published', async () => {
    const applicationId = await setup.submitted('merchant', merchantBody());
    await setup.admin.review(setup.cast.owner.token, applicationId, { status: 'accepted' });
    await setup.admin.patchStore(setup.cast.shopper.token, 'store-biryani', {
      is_published: false,
    });
    const application = await setup.admin.read(setup.cast.operator.token, applicationId);
    expect(application).toMatchObject({ status: 'new', store: null, reviewed_at: null });
    const { stores } = await setup.admin.storesListed(setup.cast.operator.token, {
      query: 'Karachi Biryani',
    });
    expect(stores[0]).toMatchObject({ query_id: 'store-biryani', is_published: true });
  });

  it('lets an operator in', async () => {
    const response = await setup.admin.list(setup.cast.operator.token);
    expect(response.statusCode, response.body).toBe(200);
  });
});
