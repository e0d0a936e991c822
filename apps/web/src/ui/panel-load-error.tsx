import { MESSAGES } from '@sauda/domain';
import { useTranslateMessage } from '../i18n/domain-messages/use-translate-message';
import { AlertSnackbar } from './alert-snackbar';

const AUTO_HIDE_MS = 6000;

/** A panel did not open because its code could not be fetched: SPEC §8's "Connection Failed". */
export function PanelLoadError({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslateMessage();
  return (
    <AlertSnackbar
      open={open}
      placement="bottom"
      autoHideMs={AUTO_HIDE_MS}
      onClose={onClose}
      closable
      severity="error"
      variant="filled"
    >
      {translate(MESSAGES.connectionFailed)}
    </AlertSnackbar>
  );
}
