import type { MerchantRole } from '@sauda/domain';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../../../test/render-app';
import { authStore } from '../../../../auth/store/auth-store';
import { makeUser } from '../../../../auth/testing/user-fixture';
import { stubMatchMedia } from '../../../../showcase/testing/stub-match-media';
import { CurrentStoreContext, type CurrentStore } from '../../../shell/current-store';
import { makeStoreSummary } from '../../../shell/testing/merchant-fixtures';
import { STORE_ID } from '../../testing/serve-merchant-products';
import { AddProductPage } from '../add-product-page';

export const ADD_PRODUCT_PATH = '/inventory-mgmt/add';

/** The wizard at `path` for a signed-in member of Biryani House, on a desktop by default. */
export async function renderAddProduct(
  options: { path?: string; role?: MerchantRole; wide?: boolean } = {},
) {
  const { path = ADD_PRODUCT_PATH, role = 'owner', wide = true } = options;
  authStore.login(makeUser({ session_ktb_token: 'token-merchant' }));
  stubMatchMedia((query) => wide && query.includes('min-width'));
  const store = makeStoreSummary({ query_id: STORE_ID, role });
  const current: CurrentStore = { store, storeQueryId: STORE_ID, role };
  const view = await renderWithProviders(
    <CurrentStoreContext.Provider value={current}>
      <AddProductPage />
    </CurrentStoreContext.Provider>,
    path,
  );
  return { ...view, user: userEvent.setup() };
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A file that starts like a PNG, `size` bytes long. */
export function pngFile(name: string, size = 64): File {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_SIGNATURE);
  return new File([bytes], name, { type: 'image/png' });
}
