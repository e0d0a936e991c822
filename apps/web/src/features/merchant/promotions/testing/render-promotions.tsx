import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../../test/render-app';
import { authStore } from '../../../auth/store/auth-store';
import { makeUser } from '../../../auth/testing/user-fixture';
import { stubMatchMedia } from '../../../showcase/testing/stub-match-media';
import { CurrentStoreContext, type CurrentStore } from '../../shell/current-store';
import { makeStoreSummary } from '../../shell/testing/merchant-fixtures';
import { STORE_ID } from '../../inventory/testing/serve-merchant-products';
import { PromotionsPage } from '../promotions-page';

/**
 * /promotions at `path` (e.g. '/promotions?tab=discounts') for the owner of Biryani House on
 * a desktop; a test reads `router.state.location` to see what the page put in the URL.
 */
export async function renderPromotions(path = '/promotions') {
  authStore.login(makeUser({ session_ktb_token: 'token-merchant' }));
  stubMatchMedia((query) => query.includes('min-width'));
  const store = makeStoreSummary({ query_id: STORE_ID, role: 'owner' });
  const current: CurrentStore = { store, storeQueryId: STORE_ID, role: 'owner' };
  const view = await renderWithProviders(
    <CurrentStoreContext.Provider value={current}>
      <PromotionsPage />
    </CurrentStoreContext.Provider>,
    path,
  );
  return { ...view, user: userEvent.setup() };
}
