import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pendingRequests, request } from '../../../api/request';
import { resetRequesterConfig } from '../../../api/request-config';
import { failureOf, jsonResponse, neverAnswers, stubFetch } from '../../../api/testing/fetch-stub';
import { authStore } from '../store/auth-store';
import { VISITOR_ID_STORAGE_KEY } from '../store/device-identity';
import { resetAuthForTest } from '../testing/reset-auth';
import { sentJson } from '../testing/sent-body';
import { makeGuest, makeUser } from '../testing/user-fixture';
import { configureAuthRequester } from './configure-auth-requester';
import { signInAsGuest } from './guest-session';
import { onLogout } from './logout-hooks';
import { endSession, onSessionEnded } from './session-end';
import { logoutAndReturnAsGuest } from './use-logout';

const leave: Array<() => void> = [];

beforeEach(() => {
  resetAuthForTest();
  resetRequesterConfig();
  configureAuthRequester();
});

afterEach(() => {
  for (const fn of leave.splice(0)) fn();
  pendingRequests.cancelAll();
  vi.unstubAllGlobals();
});

function bodyOf(init: RequestInit): unknown {
  return sentJson(init);
}

describe('signInAsGuest', () => {
  it('signs in with the visitor id and guest secret and stores the guest', async () => {
    const fetch = stubFetch(() => jsonResponse({ user: makeGuest() }));
    const user = await signInAsGuest();
    expect(user.is_guest).toBe(true);
    const { url, init } = fetch.call(0);
    expect(url).toBe('/api/v1/users/authenticate_anonymously');
    expect(init.method).toBe('POST');
    const visitorId = localStorage.getItem(VISITOR_ID_STORAGE_KEY);
    expect(bodyOf(init)).toEqual({
      login_id: visitorId,
      password: expect.stringMatching(/^[0-9a-f]{64}$/) as unknown,
      app_version: '1.2.9',
      os: 'web',
      app: '',
    });
    expect(init.headers).toMatchObject({ 'visitor-id': visitorId });
    expect(init.headers).not.toHaveProperty('Authorization');
    expect(authStore.getState()).toMatchObject({ isGuest: true, user: { query_id: 'usr_guest' } });
    expect(authStore.getState().loginTime).toEqual(expect.any(Number));
  });

  it('shares one call between callers at the same moment', async () => {
    const fetch = stubFetch(() => jsonResponse({ user: makeGuest() }));
    await Promise.all([signInAsGuest(), signInAsGuest(), signInAsGuest()]);
    expect(fetch.calls).toHaveLength(1);
  });

  it('starts a new guest when the server no longer knows this one (401)', async () => {
    const visitors: unknown[] = [];
    stubFetch(({ init }) => {
      visitors.push((bodyOf(init) as { login_id: string }).login_id);
      return visitors.length === 1
        ? jsonResponse({ error: { code: 'guest_session_invalid', message: 'no' } }, 401)
        : jsonResponse({ user: makeGuest() });
    });
    await signInAsGuest();
    expect(visitors).toHaveLength(2);
    expect(visitors[0]).not.toBe(visitors[1]);
    expect(authStore.getState().user?.is_guest).toBe(true);
  });

  it('keeps a person who logged in while the guest call was on its way', async () => {
    stubFetch(() => jsonResponse({ user: makeGuest() }));
    const call = signInAsGuest();
    authStore.login(makeUser());
    await call;
    expect(authStore.getState().user?.query_id).toBe('usr_7');
  });
});

describe('the requester with a session', () => {
  it('sends the stored session token and the visitor id', async () => {
    authStore.login(makeUser());
    const fetch = stubFetch(() => jsonResponse({ ok: true }));
    await request({ url: 'users/me' });
    expect(fetch.call(0).init.headers).toMatchObject({
      Authorization: 'Bearer token-registered',
      'visitor-id': localStorage.getItem(VISITOR_ID_STORAGE_KEY),
    });
  });

  it('ends the session on a 401 outside login: clears, runs the hooks, goes home', async () => {
    authStore.login(makeUser());
    const hook = vi.fn();
    const ended = vi.fn();
    leave.push(onLogout(hook), onSessionEnded(ended));
    stubFetch(() => jsonResponse({ error: { code: 'unauthorized', message: 'Expired' } }, 401));
    await expect(failureOf(request({ url: 'users/orders' }))).resolves.toMatchObject({
      kind: 'session_expired',
      message: 'Session Expired',
    });
    await vi.waitFor(() => expect(ended).toHaveBeenCalledWith('expired'));
    expect(hook).toHaveBeenCalledOnce();
    expect(authStore.getState().user).toBeNull();
  });

  it('only reports a 401 on login', async () => {
    authStore.login(makeGuest());
    const ended = vi.fn();
    leave.push(onSessionEnded(ended));
    stubFetch(() => jsonResponse({ error: { code: 'invalid_credentials', message: 'No' } }, 401));
    await failureOf(
      request({ url: 'users/authenticate', method: 'POST', auth: false, isLogin: true }),
    );
    expect(ended).not.toHaveBeenCalled();
    expect(authStore.getState().user).not.toBeNull();
  });
});

describe('endSession', () => {
  it('cancels calls in flight and keeps going when a hook fails', async () => {
    authStore.login(makeUser());
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch(neverAnswers);
    const pending = failureOf(request({ url: 'companies' }));
    const good = vi.fn();
    leave.push(
      onLogout(() => {
        throw new Error('cart is gone already');
      }),
      onLogout(good),
    );
    await endSession('logout');
    await expect(pending).resolves.toMatchObject({ kind: 'cancelled' });
    expect(good).toHaveBeenCalledOnce();
    expect(authStore.getState().user).toBeNull();
  });
});

describe('logoutAndReturnAsGuest', () => {
  it('posts logout with the bearer, ends the session, then signs in as the guest', async () => {
    authStore.login(makeUser());
    const ended = vi.fn();
    leave.push(onSessionEnded(ended));
    const fetch = stubFetch(({ url }) =>
      url.endsWith('/users/logout')
        ? new Response(null, { status: 204 })
        : jsonResponse({ user: makeGuest() }),
    );
    await logoutAndReturnAsGuest();
    expect(fetch.call(0).url).toBe('/api/v1/users/logout');
    expect(fetch.call(0).init.headers).toMatchObject({ Authorization: 'Bearer token-registered' });
    expect(fetch.call(0).init.body).toBeUndefined();
    expect(ended).toHaveBeenCalledWith('logout');
    expect(fetch.call(1).url).toBe('/api/v1/users/authenticate_anonymously');
    expect(authStore.getState().isGuest).toBe(true);
  });

  it('logs out here even when the server cannot be reached', async () => {
    authStore.login(makeUser());
    stubFetch(({ url }) =>
      url.endsWith('/users/logout')
        ? Promise.reject(new TypeError('offline'))
        : jsonResponse({ user: makeGuest() }),
    );
    await logoutAndReturnAsGuest();
    expect(authStore.getState().user?.is_guest).toBe(true);
  });
});
