import Dialog from '@mui/material/Dialog';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Fragment, useId, type ReactNode } from 'react';
import { useOpeningCount } from './use-opening-count';

interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  /** What the form edits ('new' for a new one): another record starts the form afresh. */
  formKey: string;
  /** The form, given the id its title must carry. */
  children: (titleId: string) => ReactNode;
}

/** A promotion's form in a dialog, full screen on phones; every opening starts afresh. */
export function FormDialog({ open, onClose, formKey, children }: FormDialogProps) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const opening = useOpeningCount(open);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
    >
      <Fragment key={`${opening}-${formKey}`}>{children(titleId)}</Fragment>
    </Dialog>
  );
}
