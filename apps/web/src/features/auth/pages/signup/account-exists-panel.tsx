import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

interface AccountExistsPanelProps {
  /** The server's message about the number. */
  message: string;
  onLogin: () => void;
  onUseAnotherNumber: () => void;
}

/** The "step -1" of sign-up (SPEC §4): the number already has an account, so log in instead. */
export function AccountExistsPanel({
  message,
  onLogin,
  onUseAnotherNumber,
}: AccountExistsPanelProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2.5}>
      <Alert severity="info" variant="outlined" role="alert">
        <AlertTitle>{t('auth.signup.accountExistsTitle')}</AlertTitle>
        {message}
      </Alert>
      <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5}>
        <Button variant="outlined" size="large" onClick={onUseAnotherNumber} sx={{ flex: 1 }}>
          {t('auth.signup.useAnotherNumber')}
        </Button>
        <Button variant="contained" size="large" onClick={onLogin} autoFocus sx={{ flex: 1 }}>
          {t('auth.signup.login')}
        </Button>
      </Stack>
    </Stack>
  );
}
