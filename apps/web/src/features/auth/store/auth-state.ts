import type { GuestSignupResponse, Industry, User } from '@sauda/domain';

/**
 * SPEC §3 "Auth": the signed-in user (guest or registered) and what the shop keeps with it,
 * persisted with the login time. The field names are the spec's; `auth-state-schema.ts`
 * checks a stored one.
 */
export interface AuthState {
  user: User | null;
  isGuest: boolean;
  guestSignupResponse: GuestSignupResponse | null;
  selectedAddressId: number | null;
  industry_types: Industry[];
  loginTime: number | null;
}

export const emptyAuthState: AuthState = Object.freeze({
  user: null,
  isGuest: true,
  guestSignupResponse: null,
  selectedAddressId: null,
  industry_types: [],
  loginTime: null,
});

/** What a login (guest or registered) stores: the user, its industries and the time. */
export function authStateForLogin(user: User, now: number): AuthState {
  return {
    ...emptyAuthState,
    user,
    isGuest: user.is_guest ?? true,
    industry_types: user.industry_types,
    loginTime: now,
  };
}

/** A registered user holding a session: the one who sees the user menu, not Sign in. */
export function isRegisteredSession(state: AuthState): boolean {
  return state.user !== null && !state.isGuest && Boolean(state.user.session_ktb_token);
}
