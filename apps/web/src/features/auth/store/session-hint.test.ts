import { SESSION_HINT_COOKIE } from '@sauda/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetAuthForTest } from '../testing/reset-auth';
import { makeGuest, makeUser } from '../testing/user-fixture';
import { authStore } from './auth-store';

const hint = () => document.cookie.split('; ').includes(`${SESSION_HINT_COOKIE}=1`);

beforeEach(() => resetAuthForTest());

describe('the session hint cookie', () => {
  it('is kept while a user, guest or registered, is stored, and dropped with the session', () => {
    expect(hint()).toBe(false);
    authStore.login(makeGuest());
    expect(hint()).toBe(true);
    authStore.login(makeUser());
    expect(hint()).toBe(true);
    authStore.clear();
    expect(hint()).toBe(false);
  });

  it('follows a session another tab ended', () => {
    authStore.login(makeGuest());
    localStorage.clear();
    authStore.reload();
    expect(hint()).toBe(false);
  });
});
