import Alert, { type AlertColor } from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import type { ReactNode } from 'react';

export interface AlertSnackbarProps {
  open: boolean;
  placement: 'top' | 'bottom';
  /** Closes by itself after this long (calling `onClose`). */
  autoHideMs?: number;
  /** Time is up, Escape, or the close button (shown with `closable`); a click elsewhere is not. */
  onClose?: () => void;
  closable?: boolean;
  severity: AlertColor;
  variant?: 'filled' | 'standard';
  icon?: ReactNode;
  role?: string;
  /** Added to the alert's own styles. */
  sx?: SystemStyleObject<Theme>;
  children: ReactNode;
}

/** A short notice in an alert, at the top or the foot of the screen. */
export function AlertSnackbar({
  open,
  placement,
  autoHideMs,
  onClose,
  closable = false,
  severity,
  variant,
  icon,
  role,
  sx,
  children,
}: AlertSnackbarProps) {
  return (
    <Snackbar
      open={open}
      autoHideDuration={autoHideMs}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose?.();
      }}
      anchorOrigin={{ vertical: placement, horizontal: 'center' }}
    >
      <Alert
        severity={severity}
        variant={variant}
        icon={icon}
        role={role}
        onClose={closable ? onClose : undefined}
        sx={{ width: '100%', ...sx }}
      >
        {children}
      </Alert>
    </Snackbar>
  );
}
