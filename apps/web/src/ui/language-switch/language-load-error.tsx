import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';

/** Says politely that the chosen language could not be loaded and the page stays as it is. */
export function LanguageLoadError({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Snackbar
      open={open}
      autoHideDuration={8000}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity="warning" variant="filled" onClose={onClose} sx={{ width: '100%' }}>
        {t('language.loadFailed')}
      </Alert>
    </Snackbar>
  );
}
