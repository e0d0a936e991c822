import { useMutation } from '@tanstack/react-query';
import { logout } from '../api/logout';
import { signInAsGuest } from './guest-session';
import { endSession } from './session-end';

/**
 * Logout (SPEC §4): tell the server, end the session here whatever it answered (cart, vouchers
 * and checkout clear through the logout hooks, the shell goes to /home), then come back as
 * this browser's guest.
 */
export async function logoutAndReturnAsGuest(): Promise<void> {
  // The token leaves this browser either way; an unreachable server must not keep anyone in.
  await logout().catch(() => undefined);
  await endSession('logout');
  // Public pages need no user; the shop signs in again by itself if this fails.
  await signInAsGuest().catch(() => undefined);
}

export function useLogout() {
  return useMutation({ mutationKey: ['auth', 'logout'], mutationFn: logoutAndReturnAsGuest });
}
