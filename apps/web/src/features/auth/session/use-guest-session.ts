import { useCallback, useEffect, useState } from 'react';
import { useAuth } from '../store/use-auth';
import { signInAsGuest } from './guest-session';

export type GuestSessionStatus = 'ready' | 'signing-in' | 'failed';

/**
 * Makes sure a user exists: with none stored, signs in as the browser's guest. Gives the status
 * and a retry for when the sign-in failed.
 */
export function useGuestSession(): { status: GuestSessionStatus; retry: () => void } {
  const { user } = useAuth();
  const [attempt, setAttempt] = useState(0);
  const [failedAttempt, setFailedAttempt] = useState<number | null>(null);
  const hasUser = user !== null;

  useEffect(() => {
    if (hasUser) return;
    let current = true;
    signInAsGuest().catch(() => {
      if (current) setFailedAttempt(attempt);
    });
    return () => {
      current = false;
    };
  }, [hasUser, attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  if (hasUser) return { status: 'ready', retry };
  return { status: failedAttempt === attempt ? 'failed' : 'signing-in', retry };
}
