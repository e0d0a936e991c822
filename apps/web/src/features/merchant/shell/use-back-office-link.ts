import { useMerchantStores } from './api/get-merchant-stores';
import { chooseStore } from './model/choose-store';
import { backOfficeHomePath } from './model/merchant-pages';
import { useRememberedStoreId } from './model/remembered-store';

/**
 * Where the "Back office" entry of the user menu and the drawer leads, or null to hide it:
 * only a registered member of at least one store has one. Staff land on the orders, the
 * others on the dashboard, by their role in the store they work on.
 */
export function useBackOfficeLink(): string | null {
  const stores = useMerchantStores();
  const rememberedId = useRememberedStoreId();
  const chosen = stores.data ? chooseStore(stores.data, rememberedId) : null;
  return chosen ? backOfficeHomePath(chosen.role) : null;
}
