import { useTranslation } from 'react-i18next';
import { AlertSnackbar } from '../alert-snackbar';

/** Says politely that the chosen language could not be loaded and the page stays as it is. */
export function LanguageLoadError({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <AlertSnackbar
      open={open}
      placement="bottom"
      autoHideMs={8000}
      onClose={onClose}
      closable
      severity="warning"
      variant="filled"
    >
      {t('language.loadFailed')}
    </AlertSnackbar>
  );
}
