import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import CloudDoneOutlined from '@mui/icons-material/CloudDoneOutlined';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertSnackbar } from '../../ui/alert-snackbar';
import { useOnlineStatus } from './use-online-status';

const BACK_ONLINE_MS = 3000;

/**
 * Says so while the browser is offline (the pages a shopper visited still show, from the
 * service worker's copies) and briefly when the connection returns. Placed at the top, clear of
 * the cookie banner and the bottom bars.
 */
export function OfflineNotice() {
  const { t } = useTranslation();
  const online = useOnlineStatus();
  const [wasOnline, setWasOnline] = useState(online);
  const [showBackOnline, setShowBackOnline] = useState(false);
  if (online !== wasOnline) {
    setWasOnline(online);
    setShowBackOnline(online);
  }

  return (
    <>
      <AlertSnackbar
        open={!online}
        placement="top"
        severity="warning"
        variant="filled"
        icon={<CloudOffOutlined fontSize="inherit" />}
        role="status"
        sx={{ color: 'text.primary' }}
      >
        {t('pwa.offline')}
      </AlertSnackbar>
      <AlertSnackbar
        open={online && showBackOnline}
        placement="top"
        autoHideMs={BACK_ONLINE_MS}
        onClose={() => setShowBackOnline(false)}
        severity="success"
        variant="filled"
        icon={<CloudDoneOutlined fontSize="inherit" />}
        role="status"
      >
        {t('pwa.backOnline')}
      </AlertSnackbar>
    </>
  );
}
