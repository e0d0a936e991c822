import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmText {
  title: string;
  text: string;
  /** The destructive button's own words ('Clear Cart', 'Remove'). */
  confirmLabel: string;
}

interface ConfirmDialogProps {
  open: boolean;
  /** Kept while the dialog closes, so its words do not change mid-transition. */
  content: ConfirmText | null;
  onConfirm: () => void;
  onClose: () => void;
  onExited?: () => void;
}

/** SPEC §2's confirm dialog: a delete button with its own text and 'No, Go Back'. */
export function ConfirmDialog({ open, content, onConfirm, onClose, onExited }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullWidth
      maxWidth="xs"
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle id={titleId} component="h2">
        {content?.title}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} sx={{ color: 'text.primary', overflowWrap: 'anywhere' }}>
          {content?.text}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3, gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={onClose} autoFocus>
          {t('cart.confirm.cancel')}
        </Button>
        <Button variant="contained" color="error" onClick={onConfirm}>
          {content?.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
