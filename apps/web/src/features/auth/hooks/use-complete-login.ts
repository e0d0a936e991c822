import { useQueryClient } from '@tanstack/react-query';
import type { User } from '@sauda/domain';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loginDestination } from '../model/login-destination';
import { authStore } from '../store/auth-store';

/**
 * What every login ends with (SPEC §4, §2 "Redirects"): store the user and the login time, set
 * the page title, go to the stores of the user's first industry. What the cache holds was
 * fetched for the guest, so it is fetched again for the user. A page that asked the user to
 * sign in to see it (the back office) passes `stayOnPage`, and loads where it is.
 */
export function useCompleteLogin({ stayOnPage = false } = {}): (user: User) => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useCallback(
    (user: User) => {
      authStore.login(user);
      void queryClient.invalidateQueries();
      if (stayOnPage) return;
      document.title = t('app.titleTemplate', { page: t('pages.products.title') });
      void navigate(loginDestination(user));
    },
    [navigate, queryClient, t, stayOnPage],
  );
}
