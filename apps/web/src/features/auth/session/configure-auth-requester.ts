import { configureRequester } from '../../../api/request-config';
import { AUTH_STORAGE_KEY, authStore, getSessionToken } from '../store/auth-store';
import { getVisitorId } from '../store/device-identity';
import { endSession } from './session-end';

let storageListening = false;

/**
 * Plugs the session into the requester at start-up: the bearer token and visitor id of every
 * call, and what a lost session does (SPEC §8: clear state, log out, go to /home).
 */
export function configureAuthRequester(): void {
  configureRequester({
    getSessionToken,
    getVisitorId,
    onSessionExpired: () => void endSession('expired'),
  });
  if (!storageListening && typeof window !== 'undefined') {
    storageListening = true;
    window.addEventListener('storage', (event) => {
      if (event.key === AUTH_STORAGE_KEY) authStore.reload();
    });
  }
}
