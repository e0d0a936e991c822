import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Notice } from '../shell/components/notice-snackbar';

function noticeOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return null;
  return typeof state.notice === 'string' ? state.notice : null;
}

/**
 * The notice the page that sent the merchant here left in the history entry ("Saved" after the
 * product wizard), taken when the page opens. The entry's state is then cleared, so a reload
 * does not repeat it.
 */
export function useArrivalNotice(): { notice: Notice | null; dismiss: () => void } {
  const location = useLocation();
  const navigate = useNavigate();
  const [text, setText] = useState(() => noticeOf(location.state));
  const hasState = location.state !== null && location.state !== undefined;

  useEffect(() => {
    if (!hasState) return;
    void navigate(
      { pathname: location.pathname, search: location.search },
      { replace: true, state: null },
    );
  }, [hasState, navigate, location.pathname, location.search]);

  return {
    notice: text === null ? null : { id: 1, severity: 'success', text },
    dismiss: () => setText(null),
  };
}
