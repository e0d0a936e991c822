import { pendingRequests } from '../../../api/request';
import { isRegisteredSession } from '../store/auth-state';
import { authStore } from '../store/auth-store';
import { runLogoutHooks } from './logout-hooks';

type SessionEndListener = (reason: SessionEndReason) => void;
export type SessionEndReason = 'logout' | 'expired';

const listeners = new Set<SessionEndListener>();
const signedInExpiryListeners = new Set<() => void>();

/** The app shell listens here to leave for /home once a session has ended. */
export function onSessionEnded(listener: SessionEndListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Hears of an expired session that was a signed-in user's, to tell them why they were signed
 * out; a guest is not told, since a new guest session starts by itself.
 */
export function onSignedInSessionExpired(listener: () => void): () => void {
  signedInExpiryListeners.add(listener);
  return () => signedInExpiryListeners.delete(listener);
}

/**
 * Ends the session on this side (SPEC §4 logout, §8 session expired): cancels every call still
 * in flight, forgets the user and the login time, lets every feature clear its state, then
 * tells the shell.
 */
export async function endSession(reason: SessionEndReason): Promise<void> {
  const wasSignedIn = isRegisteredSession(authStore.getState());
  pendingRequests.cancelAll();
  authStore.clear();
  await runLogoutHooks();
  for (const listener of listeners) listener(reason);
  if (reason === 'expired' && wasSignedIn) {
    for (const listener of signedInExpiryListeners) listener();
  }
}
