import type { MerchantStoreSummary } from '@sauda/domain';
import { useMemo } from 'react';
import { isRegisteredSession, useAuth } from '../../auth';
import { useMerchantStores } from './api/get-merchant-stores';
import type { CurrentStore } from './current-store';
import { chooseStore } from './model/choose-store';
import { rememberStore, useRememberedStoreId } from './model/remembered-store';

/**
 * Who stands at the back office door:
 * - signed-out: a guest or nobody; only signing in helps
 * - loading / error: the user's stores are on their way, or did not come
 * - not-member: a registered user who works in no store
 * - ready: a member, with the store chosen (remembered, else the first) and the others
 */
export type BackOfficeAccess =
  | { status: 'signed-out' }
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'not-member' }
  | {
      status: 'ready';
      current: CurrentStore;
      stores: readonly MerchantStoreSummary[];
      choose: (storeQueryId: string) => void;
    };

export function useBackOfficeAccess(): BackOfficeAccess {
  const auth = useAuth();
  const stores = useMerchantStores();
  const rememberedId = useRememberedStoreId();
  const chosen = stores.data ? chooseStore(stores.data, rememberedId) : null;
  // One object per chosen store, so the pages under the context re-render only when it changes.
  const current = useMemo<CurrentStore | null>(
    () => chosen && { store: chosen, storeQueryId: chosen.query_id, role: chosen.role },
    [chosen],
  );

  if (!isRegisteredSession(auth)) return { status: 'signed-out' };
  // A failed refresh keeps the stores already shown; only a first failure stops at the door.
  if (stores.data) {
    if (!current) return { status: 'not-member' };
    return { status: 'ready', current, stores: stores.data, choose: rememberStore };
  }
  if (stores.isError) return { status: 'error', retry: () => void stores.refetch() };
  return { status: 'loading' };
}
