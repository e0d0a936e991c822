import type { User } from '@sauda/domain';
import { isRequestError } from '../../../api/request-error';
import { authenticateAnonymously } from '../api/authenticate-anonymously';
import { authStore } from '../store/auth-store';
import { getGuestSecret, getVisitorId, resetDeviceIdentity } from '../store/device-identity';

let inFlight: Promise<User> | null = null;

function authenticateThisBrowser(): Promise<User> {
  return authenticateAnonymously({ visitorId: getVisitorId(), guestSecret: getGuestSecret() });
}

/** A guest the server no longer accepts (401) is replaced by a new one, once. */
async function authenticateGuest(): Promise<User> {
  try {
    return await authenticateThisBrowser();
  } catch (error) {
    if (!isRequestError(error) || error.status !== 401) throw error;
    resetDeviceIdentity();
    return authenticateThisBrowser();
  }
}

/**
 * Signs this browser in as its guest (SPEC §2: no auth user → guest sign-in). Every caller at
 * the same moment shares one call, so a re-render or a second layout cannot sign in twice.
 */
export function signInAsGuest(): Promise<User> {
  inFlight ??= authenticateGuest()
    .then((user) => {
      // A person who logged in meanwhile keeps their session.
      if (authStore.getState().user === null) authStore.login(user);
      return authStore.getState().user ?? user;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}
