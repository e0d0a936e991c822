import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';

/** A short confirmation or refusal; a new `id` shows even the same words again. */
export interface Notice {
  id: number;
  severity: 'success' | 'error' | 'info';
  text: string;
}

const SHOWN_FOR_MS = 5000;

/** The back office's notices, for a few seconds at the foot of the screen. */
export function NoticeSnackbar({
  notice,
  onClose,
}: {
  notice: Notice | null;
  onClose: () => void;
}) {
  return (
    <Snackbar
      key={notice?.id}
      open={notice !== null}
      autoHideDuration={SHOWN_FOR_MS}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity={notice?.severity ?? 'success'}
        variant="filled"
        onClose={onClose}
        sx={{ width: '100%' }}
      >
        {notice?.text}
      </Alert>
    </Snackbar>
  );
}
