import type { Address } from '@sauda/domain';
import { authStore, useAuth } from '../../auth';
import { selectedAddressOf } from './selected-address';

/** The selected delivery address; re-renders when the user or the selection changes. */
export function useSelectedAddress(): Address | null {
  return selectedAddressOf(useAuth());
}

/** SPEC §4: choosing an address saves selectedAddressId (persisted with the session). */
export function selectAddress(id: number): void {
  authStore.update({ selectedAddressId: id });
}

/** After a delete: a selection naming the deleted address is cleared (SPEC §4). */
export function forgetSelectedAddress(deletedId: number): void {
  if (authStore.getState().selectedAddressId === deletedId) {
    authStore.update({ selectedAddressId: null });
  }
}
