import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { meQueryOptions } from '../api/get-me';
import { authStore } from '../store/auth-store';
import { useIsRegistered } from '../store/use-auth';

/**
 * A registered session restored from storage asks the server who it is (GET users/me) once
 * per visit: the stored user picks up changed addresses and vouchers, and a session that ended
 * meanwhile is noticed at once (401 → session expired).
 */
export function useRefreshUser(): void {
  const registered = useIsRegistered();
  const { data } = useQuery({ ...meQueryOptions(), enabled: registered, staleTime: Infinity });

  useEffect(() => {
    const current = authStore.getState().user;
    // An answer for a session that has ended or changed since must not bring it back.
    if (data && current && !current.is_guest && current.query_id === data.query_id) {
      authStore.updateUser(data);
    }
  }, [data]);
}
