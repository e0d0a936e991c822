import Dialog from '@mui/material/Dialog';
import Drawer from '@mui/material/Drawer';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

const DRAWER_WIDTH = 560;

interface OrderDetailFrameProps {
  open: boolean;
  onClose: () => void;
  titleId: string;
  children: ReactNode;
}

/**
 * Where the order detail opens: a drawer beside the queue on a desk, the whole screen on a
 * phone. Both are modal: MUI keeps the focus inside and Escape closes them.
 */
export function OrderDetailFrame({ open, onClose, titleId, children }: OrderDetailFrameProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  if (phone) {
    return (
      <Dialog open={open} onClose={onClose} fullScreen aria-labelledby={titleId}>
        {children}
      </Dialog>
    );
  }
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: { width: DRAWER_WIDTH, maxWidth: '100vw', display: 'flex', flexDirection: 'column' },
        },
      }}
    >
      {children}
    </Drawer>
  );
}
