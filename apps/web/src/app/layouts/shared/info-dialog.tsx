import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface InfoDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  subtitle?: string;
  children: ReactNode;
  action: string;
}

/** A small titled dialog with a close button; the shell's placeholders for work in progress. */
export function InfoDialog({ open, onClose, title, subtitle, children, action }: InfoDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId} sx={{ pr: 7, pb: subtitle ? 0.5 : 2 }}>
        {title}
        {subtitle && (
          <Typography
            variant="body2"
            color="text.secondary"
            component="span"
            sx={{ display: 'block', mt: 0.5 }}
          >
            {subtitle}
          </Typography>
        )}
      </DialogTitle>
      <IconButton
        aria-label={t('login.close')}
        onClick={onClose}
        sx={{ position: 'absolute', top: 12, right: 12 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent>{children}</DialogContent>
      <DialogActions sx={{ px: 3, pb: 3 }}>
        <Button variant="contained" onClick={onClose} fullWidth>
          {action}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
