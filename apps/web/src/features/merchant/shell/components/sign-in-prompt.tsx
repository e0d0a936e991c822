import Button from '@mui/material/Button';
import LockIcon from '@mui/icons-material/LockOutlined';
import PersonIcon from '@mui/icons-material/PersonOutlineRounded';
import { useTranslation } from 'react-i18next';
import { BackOfficeStatePanel } from './back-office-state-panel';

/** The back office for a guest or nobody: sign in first; the page loads once signed in. */
export function SignInPrompt({ onSignIn }: { onSignIn: () => void }) {
  const { t } = useTranslation();
  return (
    <BackOfficeStatePanel
      icon={<LockIcon />}
      title={t('backOffice.signIn.title')}
      body={t('backOffice.signIn.body')}
      actions={
        <Button
          variant="contained"
          size="large"
          startIcon={<PersonIcon />}
          aria-haspopup="dialog"
          onClick={onSignIn}
        >
          {t('backOffice.signIn.action')}
        </Button>
      }
    />
  );
}
