import { useSyncExternalStore } from 'react';
import type { ConsentState, ConsentStore } from './consent-store';

export function useConsent(store: ConsentStore): ConsentState {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
