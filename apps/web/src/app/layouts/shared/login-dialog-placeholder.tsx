import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslation } from 'react-i18next';
import { InfoDialog } from './info-dialog';

interface LoginDialogPlaceholderProps {
  open: boolean;
  onClose: () => void;
}

/** Stands in for the login dialog (SPEC §2 "Login dialog") until the Accounts work lands. */
export function LoginDialogPlaceholder({ open, onClose }: LoginDialogPlaceholderProps) {
  const { t } = useTranslation();
  return (
    <InfoDialog
      open={open}
      onClose={onClose}
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      action={t('login.continueAsGuest')}
    >
      <Alert severity="info" variant="outlined" sx={{ borderRadius: 1 }}>
        <AlertTitle>{t('login.soonTitle')}</AlertTitle>
        {t('login.soonBody')}
      </Alert>
    </InfoDialog>
  );
}
