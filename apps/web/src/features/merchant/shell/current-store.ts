import type { MerchantRole, MerchantStoreSummary } from '@sauda/domain';
import { createContext, useContext } from 'react';

/** The store the back office is working on, chosen once and remembered. */
export interface CurrentStore {
  store: MerchantStoreSummary;
  storeQueryId: string;
  role: MerchantRole;
}

export const CurrentStoreContext = createContext<CurrentStore | null>(null);

/** The chosen store; only pages inside the back office shell call it. */
export function useCurrentStore(): CurrentStore {
  const current = useContext(CurrentStoreContext);
  if (!current) throw new Error('useCurrentStore is used outside the back office shell');
  return current;
}
