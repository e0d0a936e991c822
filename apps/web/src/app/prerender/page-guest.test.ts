import { SESSION_HINT_COOKIE } from '@sauda/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../features/auth/store/auth-store';
import {
  GUEST_SECRET_STORAGE_KEY,
  VISITOR_ID_STORAGE_KEY,
} from '../../features/auth/store/device-identity';
import { resetAuthForTest } from '../../features/auth/testing/reset-auth';
import { makeGuest, makeUser } from '../../features/auth/testing/user-fixture';
import { adoptPageGuest, pageGuestScript, type PageGuest } from './page-guest';

const GUEST: PageGuest = {
  user: makeGuest({ id: 41, session_ktb_token: 'guest-token' }),
  visitorId: 'f3b1c2d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  guestSecret: 'ab'.repeat(32),
};

function pageWith(script: string): Document {
  const doc = document.implementation.createHTMLDocument();
  doc.body.innerHTML = `<div id="root"></div>${script}`;
  return doc;
}

beforeEach(() => resetAuthForTest());
afterEach(() => vi.restoreAllMocks());

describe("a first-time visitor's guest, made by the server", () => {
  it('becomes the browser own: signed in, and able to sign in again as the same guest', () => {
    adoptPageGuest(pageWith(pageGuestScript(GUEST)));
    expect(authStore.getState().user?.id).toBe(41);
    expect(authStore.getState().isGuest).toBe(true);
    expect(localStorage.getItem(VISITOR_ID_STORAGE_KEY)).toBe(GUEST.visitorId);
    expect(localStorage.getItem(GUEST_SECRET_STORAGE_KEY)).toBe(GUEST.guestSecret);
    expect(document.cookie).toContain(`${SESSION_HINT_COOKIE}=1`);
  });

  it('is ignored by a browser that already has a user', () => {
    authStore.login(makeUser({ id: 7 }));
    adoptPageGuest(pageWith(pageGuestScript(GUEST)));
    expect(authStore.getState().user?.id).toBe(7);
    expect(localStorage.getItem(VISITOR_ID_STORAGE_KEY)).toBeNull();
  });

  it('changes nothing when the page has none, or an unreadable one', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    adoptPageGuest(pageWith(''));
    adoptPageGuest(pageWith('<script type="application/json" id="page-guest">{oops</script>'));
    expect(authStore.getState().user).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });

  it('travels in a script element that no name can end early', () => {
    const sly = { ...GUEST, user: makeGuest({ full_name: '</script><script>alert(1)</script>' }) };
    const doc = pageWith(pageGuestScript(sly));
    expect(doc.querySelectorAll('script')).toHaveLength(1);
    adoptPageGuest(doc);
    expect(authStore.getState().user?.full_name).toBe(sly.user.full_name);
  });
});
