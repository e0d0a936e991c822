import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';

/** After verification: the section shows the account as verified. */
export function GuestVerified({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <Alert severity="success" variant="outlined" role="status">
      <strong>{t('checkout.guest.verified')}</strong> — {t('checkout.guest.verifiedText', { name })}
    </Alert>
  );
}
