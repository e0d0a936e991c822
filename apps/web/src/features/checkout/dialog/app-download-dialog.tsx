import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/CloseRounded';
import PhoneIcon from '@mui/icons-material/PhoneIphoneRounded';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppStoreBadges } from '../../../ui/app-store-badges';
import { rememberAppDialogSeen, wasAppDialogSeen } from './app-dialog-memory';

/**
 * SPEC §1 and §6: one dialog on the web says browsing is available but buying requires the
 * mobile app, with store links. The web checkout places cash orders too (SPEC §1 keeps both),
 * so the dialog shows once per visit when checkout opens and "Continue on the web" goes on.
 */
export function AppDownloadDialog() {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const [open, setOpen] = useState(() => !wasAppDialogSeen());
  const close = () => {
    rememberAppDialogSeen();
    setOpen(false);
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle
        id={titleId}
        sx={{ display: 'flex', alignItems: 'center', gap: 1.5, paddingInlineEnd: 6 }}
      >
        <PhoneIcon color="primary" aria-hidden="true" />
        {t('checkout.app.title')}
      </DialogTitle>
      <IconButton
        onClick={close}
        aria-label={t('checkout.app.dismiss')}
        sx={{ position: 'absolute', top: 10, insetInlineEnd: 10 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent>
        <Typography id={textId}>{t('checkout.app.text')}</Typography>
        <Box sx={{ my: 2 }}>
          <AppStoreBadges />
        </Box>
        <Typography variant="body2" color="text.secondary">
          {t('checkout.app.webNote')}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button variant="contained" onClick={close} autoFocus>
          {t('checkout.app.continueOnWeb')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
