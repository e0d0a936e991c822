import { useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from '../../../auth';

/** The store the back office last worked on (local storage), listed in the cookies policy. */
export const BACK_OFFICE_STORE_STORAGE_KEY = 'backOfficeStore';

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab choosing a store moves this one along too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === BACK_OFFICE_STORE_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function readRememberedStore(): string | null {
  return readStorage(BACK_OFFICE_STORE_STORAGE_KEY);
}

export function rememberStore(storeQueryId: string): void {
  writeStorage(BACK_OFFICE_STORE_STORAGE_KEY, storeQueryId);
  for (const listener of listeners) listener();
}

/** The remembered store's query id, kept in step across the shell, the menus and tabs. */
export function useRememberedStoreId(): string | null {
  return useSyncExternalStore(subscribe, readRememberedStore, () => null);
}
