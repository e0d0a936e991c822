import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  /** The destructive button's own words ('Clear Cart', 'Yes'). */
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  onExited?: () => void;
  /** While the confirmed action runs: the confirm button spins and neither button answers. */
  pending?: boolean;
  /** A failure of the confirmed action, shown under the actions. */
  error?: ReactNode;
  /** The confirm button's colour: red for what destroys or takes away, else the brand's. */
  tone?: 'error' | 'primary';
}

/** SPEC §2's reusable confirm dialog: a delete button with its own text and a way back. */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onClose,
  onExited,
  pending = false,
  error,
  tone = 'error',
}: ConfirmDialogProps) {
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
      <DialogTitle id={titleId} component="h2" sx={{ fontSize: 20 }}>
        {title}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} sx={{ color: 'text.primary', overflowWrap: 'anywhere' }}>
          {text}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: error ? 1 : 3, gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={onClose} disabled={pending} autoFocus>
          {cancelLabel}
        </Button>
        <Button variant="contained" color={tone} onClick={onConfirm} loading={pending}>
          {confirmLabel}
        </Button>
      </DialogActions>
      {error && <Box sx={{ px: 3, pb: 3 }}>{error}</Box>}
    </Dialog>
  );
}
