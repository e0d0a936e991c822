import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AlertSnackbar } from '../../../ui/alert-snackbar';
import { onSignedInSessionExpired } from './session-end';

const HOME = '/home';
const SHOWN_FOR_MS = 10_000;

/**
 * Tells a signed-in user why they landed on /home signed out (SPEC §8 session expired). It shows
 * once, on /home only: leaving the page or closing it puts it away. A guest is not told, since
 * a new guest session starts by itself.
 */
export function SessionExpiredNotice() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [pending, setPending] = useState(false);

  useEffect(() => onSignedInSessionExpired(() => setPending(true)), []);

  const onHome = pathname === HOME;
  const [seenOnHome, setSeenOnHome] = useState(false);
  if (pending && onHome && !seenOnHome) setSeenOnHome(true);
  if (pending && seenOnHome && !onHome) {
    setPending(false);
    setSeenOnHome(false);
  }

  const close = () => {
    setPending(false);
    setSeenOnHome(false);
  };

  return (
    <AlertSnackbar
      open={pending && onHome}
      placement="top"
      autoHideMs={SHOWN_FOR_MS}
      onClose={close}
      closable
      severity="warning"
      sx={{ boxShadow: 6 }}
    >
      {t('auth.sessionExpired.notice')}
    </AlertSnackbar>
  );
}
