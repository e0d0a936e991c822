import Alert from '@mui/material/Alert';
import Portal from '@mui/material/Portal';
import Snackbar from '@mui/material/Snackbar';
import { ORDER_STATUS_LABELS } from '@sauda/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveOrderNotice } from './use-live-order-updates';
import { useKeepAnnounced } from './use-keep-announced';

export const LIVE_ORDER_TOAST_MS = 6000;

interface LiveOrderToastProps {
  notice: LiveOrderNotice | null;
  open: boolean;
  onClose: () => void;
}

/**
 * "Order SD-4F7K2Q is now Order Confirmed", politely announced. One toast whose text follows the
 * latest change, so changes close together show the newest and each one restarts the timer.
 */
export function LiveOrderToast({ notice, open, onClose }: LiveOrderToastProps) {
  const { t } = useTranslation();
  const serial = notice?.serial;
  const keepAnnounced = useKeepAnnounced();

  useEffect(() => {
    if (!open || serial === undefined) return undefined;
    const timer = setTimeout(onClose, LIVE_ORDER_TOAST_MS);
    return () => clearTimeout(timer);
  }, [open, serial, onClose]);

  if (!notice) return null;
  const { short_order_id: number, status } = notice.event;
  const label = ORDER_STATUS_LABELS[status];
  const text =
    number === null
      ? t('orders.live.statusChangedNoNumber', { status: label })
      : t('orders.live.statusChanged', { number, status: label });

  // In the body, beside any open modal, where useKeepAnnounced can keep it heard.
  return (
    <Portal>
      <Snackbar
        ref={keepAnnounced}
        open={open}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') onClose();
        }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity="info" variant="filled" role="status" aria-live="polite" onClose={onClose}>
          {text}
        </Alert>
      </Snackbar>
    </Portal>
  );
}
