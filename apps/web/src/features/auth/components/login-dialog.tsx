import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { useEffect, useId } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isRegisteredSession } from '../store/auth-state';
import { authStore } from '../store/auth-store';
import { LoginForm } from './login-form';

interface LoginDialogProps {
  open: boolean;
  onClose: () => void;
  /** Stay on the page after the login (the back office) instead of going to the stores. */
  stayOnPage?: boolean;
}

/** The login dialog (SPEC §2): title Login, subtitle Login to your account, then the form. */
export function LoginDialog({ open, onClose, stayOnPage = false }: LoginDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();

  // SPEC §2: a logged-in non-guest opening the login view goes to /products instead.
  useEffect(() => {
    if (open && isRegisteredSession(authStore.getState())) {
      onClose();
      void navigate('/products');
    }
    // Checked when the dialog opens, not again when its own login succeeds.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      fullScreen={fullScreen}
    >
      <DialogTitle id={titleId} component="h2" sx={{ pr: 7, pb: 0.5, pt: 3, fontSize: 24 }}>
        {t('auth.login.title')}
      </DialogTitle>
      <Typography color="text.secondary" sx={{ px: 3, pb: 1 }}>
        {t('auth.login.subtitle')}
      </Typography>
      <IconButton
        aria-label={t('auth.login.close')}
        onClick={onClose}
        sx={{ position: 'absolute', top: 16, right: 16 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent sx={{ pt: 2, pb: 3 }}>
        <LoginForm onDone={onClose} stayOnPage={stayOnPage} />
      </DialogContent>
    </Dialog>
  );
}
