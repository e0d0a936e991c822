import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/** Marks a static mock as a preview: sample data, nothing is sent. */
export function PreviewNotice() {
  const { t } = useTranslation();
  return (
    <Alert
      severity="info"
      role="note"
      variant="outlined"
      icon={<Chip label={t('checkout.preview.badge')} color="secondary" size="small" />}
      sx={{ borderRadius: 3, alignItems: 'center' }}
    >
      {t('checkout.preview.note')}
    </Alert>
  );
}
