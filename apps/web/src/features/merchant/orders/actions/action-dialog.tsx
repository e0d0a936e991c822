import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type FormEvent, type ReactNode } from 'react';
import type { ShownMessage } from '../../../../api/server-message';
import { FormError } from '../../../../ui/form-error';

interface ActionDialogProps {
  open: boolean;
  title: string;
  text: string;
  children: ReactNode;
  confirmLabel: string;
  backLabel: string;
  /** Cancelling is destructive: its button is red. */
  destructive?: boolean;
  pending: boolean;
  /** A refusal that belongs to no field, in red under the buttons. */
  error?: string | ShownMessage | null;
  onConfirm: () => void;
  onClose: () => void;
  onExited?: () => void;
}

/**
 * A step of an order asked in a dialog (Accept, Mark delivered, Cancel): a form, so Enter
 * confirms; MUI keeps the focus inside while it is open.
 */
export function ActionDialog({
  open,
  title,
  text,
  children,
  confirmLabel,
  backLabel,
  destructive = false,
  pending,
  error,
  onConfirm,
  onClose,
  onExited,
}: ActionDialogProps) {
  const titleId = useId();
  const textId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onConfirm();
  };
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullWidth
      maxWidth="xs"
      slotProps={{ transition: { onExited } }}
    >
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId} component="h2" sx={{ fontSize: 20 }}>
          {title}
        </DialogTitle>
        <DialogContent>
          <DialogContentText id={textId} sx={{ color: 'text.primary', mb: 2 }}>
            {text}
          </DialogContentText>
          {children}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: error ? 1 : 3, gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={onClose} disabled={pending}>
            {backLabel}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={destructive ? 'error' : 'primary'}
            loading={pending}
          >
            {confirmLabel}
          </Button>
        </DialogActions>
        {error && (
          <Box sx={{ px: 3, pb: 3 }}>
            <FormError message={error} />
          </Box>
        )}
      </Box>
    </Dialog>
  );
}
