import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppStoreBadges } from '../../../ui/app-store-badges';

/**
 * SPEC §1 keeps both behaviours: the web checkout places orders, and buying in the mobile app
 * is offered — once per checkout, dismissible, never in the way.
 */
export function AppDownloadBanner() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <Alert
      severity="info"
      role="note"
      variant="outlined"
      onClose={() => setOpen(false)}
      slotProps={{ closeButton: { 'aria-label': t('checkout.app.dismiss') } }}
      sx={{
        borderRadius: 3,
        bgcolor: 'background.paper',
        '& .MuiAlert-message': { width: '100%' },
      }}
    >
      <AlertTitle>{t('checkout.app.title')}</AlertTitle>
      {t('checkout.app.text')}
      <Box sx={{ mt: 1.5 }}>
        <AppStoreBadges />
      </Box>
    </Alert>
  );
}
