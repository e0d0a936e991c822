import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';
import type { SaveOutcome } from './use-inline-saves';

/** Long enough to reach Undo after reading "Saved"; hovering or focusing it pauses the timer. */
const SHOWN_FOR_MS = 8000;

interface SaveSnackbarProps {
  outcome: SaveOutcome | null;
  onClose: () => void;
}

/**
 * "Saved" with Undo, "Change undone", or the server's refusal, at the foot of the screen.
 * Screen readers hear the outcome from SaveAnnouncer, so the alert itself stays silent.
 */
export function SaveSnackbar({ outcome, onClose }: SaveSnackbarProps) {
  const { t } = useTranslation();
  const textOf = (shown: SaveOutcome): string => {
    switch (shown.kind) {
      case 'saved':
        return t('inventory.save.saved');
      case 'undone':
        return t('inventory.save.undone');
      case 'failed':
        return shown.message;
    }
  };

  return (
    <Snackbar
      key={outcome?.id}
      open={outcome !== null}
      autoHideDuration={SHOWN_FOR_MS}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        role="none"
        severity={outcome?.kind === 'failed' ? 'error' : 'success'}
        variant="filled"
        onClose={onClose}
        closeText={t('inventory.save.close')}
        action={
          outcome?.kind === 'saved' ? (
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                onClose();
                outcome.undo();
              }}
              sx={{ fontWeight: 700 }}
            >
              {t('inventory.save.undo')}
            </Button>
          ) : undefined
        }
        sx={{ width: '100%', alignItems: 'center' }}
      >
        {outcome && textOf(outcome)}
      </Alert>
    </Snackbar>
  );
}
