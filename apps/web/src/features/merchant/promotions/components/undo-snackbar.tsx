import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';

/** Long enough to reach Undo after reading; hovering or focusing it pauses the timer. */
const SHOWN_FOR_MS = 8000;

/** What happened, with an Undo when it can be taken back; a new `id` shows it again. */
export interface UndoNotice {
  id: number;
  severity: 'success' | 'error';
  text: string;
  undo?: () => void;
}

/** The notice at the foot of the screen, with Undo beside a change that can be undone. */
export function UndoSnackbar({
  notice,
  onClose,
}: {
  notice: UndoNotice | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const undo = notice?.undo;
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
        closeText={t('merchantPromotions.close')}
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
              {t('merchantPromotions.undo')}
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
