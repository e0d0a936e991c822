import { selectedAddress, type Address } from '@sauda/domain';
import type { AuthState } from '../../auth';

/**
 * The address the shopper delivers to (SPEC §4): the chosen one while it still exists, else
 * home, then work, then the first other address; null without a user or any address.
 */
export function selectedAddressOf(state: AuthState): Address | null {
  return state.user ? selectedAddress(state.user, state.selectedAddressId) : null;
}
