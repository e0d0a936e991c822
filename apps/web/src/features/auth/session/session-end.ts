import { pendingRequests } from '../../../api/request';
import { authStore } from '../store/auth-store';
import { runLogoutHooks } from './logout-hooks';

type SessionEndListener = (reason: SessionEndReason) => void;
export type SessionEndReason = 'logout' | 'expired';

const listeners = new Set<SessionEndListener>();

/** The app shell listens here to leave for /home once a session has ended. */
export function onSessionEnded(listener: SessionEndListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Ends the session on this side (SPEC §4 logout, §8 session expired): cancels every call still
 * in flight, forgets the user and the login time, lets every feature clear its state, then
 * tells the shell.
 */
export async function endSession(reason: SessionEndReason): Promise<void> {
  pendingRequests.cancelAll();
  authStore.clear();
  await runLogoutHooks();
  for (const listener of listeners) listener(reason);
}
