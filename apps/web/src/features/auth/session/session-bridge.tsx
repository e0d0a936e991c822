import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { onLogout } from './logout-hooks';
import { onSessionEnded } from './session-end';
import { SessionExpiredNotice } from './session-expired-notice';
import { useRefreshUser } from './use-refresh-user';

/**
 * Joins the session to the app shell: an ended session (logout, expired) empties the query
 * cache, since it held the user's data, and leaves for /home (SPEC §2 "Redirects"), where an
 * expired session is explained. A stored registered session is refreshed once per visit.
 */
export function SessionBridge() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useRefreshUser();

  useEffect(() => {
    const leaveCache = onLogout(() => queryClient.clear());
    const leaveEnd = onSessionEnded(() => void navigate('/home'));
    return () => {
      leaveCache();
      leaveEnd();
    };
  }, [queryClient, navigate]);

  return <SessionExpiredNotice />;
}
