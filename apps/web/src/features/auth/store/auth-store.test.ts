import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeGuest, makeUser } from '../testing/user-fixture';
import { resetAuthForTest } from '../testing/reset-auth';
import { isRegisteredSession } from './auth-state';
import { AUTH_STORAGE_KEY, authStore, getSessionToken } from './auth-store';
import {
  GUEST_SECRET_STORAGE_KEY,
  VISITOR_ID_STORAGE_KEY,
  getGuestSecret,
  getVisitorId,
  resetDeviceIdentity,
} from './device-identity';

beforeEach(resetAuthForTest);
afterEach(() => vi.restoreAllMocks());

function stored(): unknown {
  const raw = localStorage.getItem(AUTH_STORAGE_KEY);
  return raw === null ? null : JSON.parse(raw);
}

describe('authStore', () => {
  it('starts empty: no user, a guest by default (SPEC §3 isGuest default true)', () => {
    expect(authStore.getState()).toEqual({
      user: null,
      isGuest: true,
      guestSignupResponse: null,
      selectedAddressId: null,
      industry_types: [],
      loginTime: null,
    });
    expect(getSessionToken()).toBeNull();
  });

  it('stores a login with its time in localStorage', () => {
    const user = makeUser();
    authStore.login(user, 1_700_000_000_000);
    const state = authStore.getState();
    expect(state.user).toEqual(user);
    expect(state.isGuest).toBe(false);
    expect(state.industry_types).toEqual(user.industry_types);
    expect(state.loginTime).toBe(1_700_000_000_000);
    expect(stored()).toEqual(state);
    expect(getSessionToken()).toBe('token-registered');
    expect(isRegisteredSession(state)).toBe(true);
  });

  it('takes isGuest from user.is_guest', () => {
    authStore.login(makeGuest());
    expect(authStore.getState().isGuest).toBe(true);
    expect(isRegisteredSession(authStore.getState())).toBe(false);
  });

  it('tells subscribers about every change, until they leave', () => {
    const listener = vi.fn();
    const leave = authStore.subscribe(listener);
    authStore.login(makeUser());
    authStore.update({ selectedAddressId: 12 });
    expect(listener).toHaveBeenCalledTimes(2);
    leave();
    authStore.clear();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('clear removes the user and the login time, here and in storage', () => {
    authStore.login(makeUser());
    authStore.clear();
    expect(authStore.getState().user).toBeNull();
    expect(authStore.getState().loginTime).toBeNull();
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });

  it('reads back what was stored (a reload, another tab), once its check has loaded', async () => {
    const user = makeUser();
    localStorage.setItem(
      AUTH_STORAGE_KEY,
      JSON.stringify({
        user,
        isGuest: false,
        guestSignupResponse: null,
        selectedAddressId: 4,
        industry_types: user.industry_types,
        loginTime: 123,
      }),
    );
    authStore.reload();
    await authStore.whenRestored();
    expect(authStore.getState().user?.full_name).toBe('Ayesha Khan');
    expect(authStore.getState().selectedAddressId).toBe(4);
  });

  it.each([['not json'], [JSON.stringify({ user: { id: 'x' } })]])(
    'drops a stored state that does not fit (%s)',
    async (raw) => {
      authStore.login(makeUser());
      localStorage.setItem(AUTH_STORAGE_KEY, raw);
      authStore.reload();
      await authStore.whenRestored();
      expect(authStore.getState().user).toBeNull();
    },
  );

  it('updateUser keeps the session token when the answer carries none', () => {
    authStore.login(makeUser());
    authStore.updateUser(makeUser({ full_name: 'Ayesha K', session_ktb_token: null }));
    expect(authStore.getState().user?.full_name).toBe('Ayesha K');
    expect(getSessionToken()).toBe('token-registered');
  });
});

describe('device identity', () => {
  it('creates a visitor id once and keeps it', () => {
    const first = getVisitorId();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(getVisitorId()).toBe(first);
    expect(localStorage.getItem(VISITOR_ID_STORAGE_KEY)).toBe(first);
  });

  it('creates a 32-byte hex guest secret once and keeps it', () => {
    const secret = getGuestSecret();
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(getGuestSecret()).toBe(secret);
    expect(localStorage.getItem(GUEST_SECRET_STORAGE_KEY)).toBe(secret);
  });

  it('replaces a damaged secret and starts over after a reset', () => {
    localStorage.setItem(GUEST_SECRET_STORAGE_KEY, 'short');
    expect(getGuestSecret()).toMatch(/^[0-9a-f]{64}$/);
    const visitor = getVisitorId();
    resetDeviceIdentity();
    expect(getVisitorId()).not.toBe(visitor);
  });
});
