import type { MerchantStore } from '@sauda/domain';
import type { Routes } from '../../../../api/testing/serve-routes';
import { renderWithUser } from '../../../auth/testing/render-with-user';
import { CurrentStoreContext } from '../../shell/current-store';
import { makeMerchantStore, makeStoreSummary } from '../../shell/testing/merchant-fixtures';
import { serveMerchant } from '../../shell/testing/serve-merchant';
import { StoreSettingsPage } from '../store-settings-page';

/** The settings page of an owner's store, served by a stub of the merchant API. */
export async function renderSettings(store: Partial<MerchantStore> = {}, routes: Routes = {}) {
  const summary = makeStoreSummary();
  const fetch = serveMerchant({ stores: [summary], store: makeMerchantStore(store), routes });
  const view = await renderWithUser(
    <CurrentStoreContext.Provider
      value={{ store: summary, storeQueryId: summary.query_id, role: summary.role }}
    >
      <StoreSettingsPage />
    </CurrentStoreContext.Provider>,
    '/store-settings',
  );
  return { ...view, fetch };
}
