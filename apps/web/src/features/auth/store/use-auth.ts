import { useSyncExternalStore } from 'react';
import { authStore } from './auth-store';
import { isRegisteredSession, type AuthState } from './auth-state';

/** The auth state; re-renders when it changes. */
export function useAuth(): AuthState {
  return useSyncExternalStore(authStore.subscribe, authStore.getState, authStore.getState);
}

/** True for a registered user with a session: user menu instead of Sign in. */
export function useIsRegistered(): boolean {
  return isRegisteredSession(useAuth());
}
