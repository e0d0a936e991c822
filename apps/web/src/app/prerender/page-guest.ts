import type { User } from '@sauda/domain';
import { authStore } from '../../features/auth/store/auth-store';
import { writeStorage } from '../../features/auth/store/browser-storage';
import {
  GUEST_SECRET_STORAGE_KEY,
  VISITOR_ID_STORAGE_KEY,
} from '../../features/auth/store/device-identity';
import { jsonScript } from './json-script';

/** The element of a server-rendered page that holds the guest made for a first-time visitor. */
export const PAGE_GUEST_ELEMENT_ID = 'page-guest';

/** A guest the server signed in for this browser, with the identity that signs it in again. */
export interface PageGuest {
  user: User;
  visitorId: string;
  guestSecret: string;
}

/** The page's guest as a script element, for the end of the body. */
export function pageGuestScript(guest: PageGuest): string {
  return jsonScript(PAGE_GUEST_ELEMENT_ID, guest);
}

/**
 * SPEC §2 shows content only once a user exists. A first-time visitor's catalog page comes
 * with a guest the server signed in for them: the browser keeps it as its own, exactly as if it
 * had signed in itself, so the page is shown at once. A browser that already has a user keeps
 * it and ignores this one.
 */
export function adoptPageGuest(doc: Document = document): void {
  const text = doc.getElementById(PAGE_GUEST_ELEMENT_ID)?.textContent;
  if (!text || authStore.getState().user !== null) return;
  try {
    const guest = JSON.parse(text) as PageGuest;
    writeStorage(VISITOR_ID_STORAGE_KEY, guest.visitorId);
    writeStorage(GUEST_SECRET_STORAGE_KEY, guest.guestSecret);
    authStore.login(guest.user);
  } catch (error) {
    // Without it the app signs in as a guest itself, as on any page.
    console.warn(error);
  }
}
