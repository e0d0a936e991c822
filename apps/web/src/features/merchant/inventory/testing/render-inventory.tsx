import type { MerchantRole } from '@sauda/domain';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../../test/render-app';
import { authStore } from '../../../auth/store/auth-store';
import { makeUser } from '../../../auth/testing/user-fixture';
import { stubMatchMedia } from '../../../showcase/testing/stub-match-media';
import { CurrentStoreContext, type CurrentStore } from '../../shell/current-store';
import { makeStoreSummary } from '../../shell/testing/merchant-fixtures';
import { InventoryPage } from '../inventory-page';
import { STORE_ID } from './serve-merchant-products';

export const INVENTORY_PATH = '/inventory-mgmt';

interface InventoryOptions {
  path?: string;
  role?: MerchantRole;
  /** A desktop's table (the default) or a phone's stacked cards. */
  wide?: boolean;
}

/**
 * The inventory at `path` (e.g. '/inventory-mgmt?stock=low') for a signed-in member of Biryani
 * House; a test reads `router.state.location` to see what the page put in the URL.
 */
export async function renderInventory({
  path = INVENTORY_PATH,
  role = 'owner',
  wide = true,
}: InventoryOptions = {}) {
  authStore.login(makeUser({ session_ktb_token: 'token-merchant' }));
  stubMatchMedia((query) => wide && query.includes('min-width'));
  const store = makeStoreSummary({ query_id: STORE_ID, role });
  const current: CurrentStore = { store, storeQueryId: STORE_ID, role };
  const view = await renderWithProviders(
    <CurrentStoreContext.Provider value={current}>
      <InventoryPage />
    </CurrentStoreContext.Provider>,
    path,
  );
  return { ...view, user: userEvent.setup() };
}
