import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';

/**
 * A short confirmation or refusal, with Undo beside a change that can be taken back; a new `id`
 * shows even the same words again.
 */
export interface Notice {
  id: number;
  severity: 'success' | 'error' | 'info';
  text: string;
  undo?: () => void;
}

const SHOWN_FOR_MS = 5000;
/** Long enough to reach Undo after reading; hovering or focusing it pauses the timer. */
const SHOWN_WITH_UNDO_MS = 8000;

/** The back office's notices, for a few seconds at the foot of the screen. */
export function NoticeSnackbar({
  notice,
  onClose,
}: {
  notice: Notice | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const undo = notice?.undo;
  return (
    <Snackbar
      key={notice?.id}
      open={notice !== null}
      autoHideDuration={undo ? SHOWN_WITH_UNDO_MS : SHOWN_FOR_MS}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity={notice?.severity ?? 'success'}
        variant="filled"
        onClose={onClose}
        closeText={t('backOffice.notice.close')}
        action={
          undo ? (
            <Button
              color="inherit"
              size="small"
              sx={{ fontWeight: 700 }}
              onClick={() => {
                onClose();
                undo();
              }}
            >
              {t('backOffice.notice.undo')}
            </Button>
          ) : undefined
        }
        sx={{ width: '100%', alignItems: 'center' }}
      >
        {notice?.text}
      </Alert>
    </Snackbar>
  );
}
