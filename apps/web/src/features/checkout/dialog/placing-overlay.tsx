import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** SPEC §4: while placing, a full-screen overlay 'We are placing your order, please wait'. */
export function PlacingOverlay({ open }: { open: boolean }) {
  const { t } = useTranslation();
  return (
    <Backdrop open={open} sx={{ zIndex: (theme) => theme.zIndex.modal + 1, color: '#fff' }}>
      <Stack spacing={2} sx={{ alignItems: 'center' }} role="status" aria-live="assertive">
        <CircularProgress color="inherit" />
        <Typography variant="h6" component="p">
          {t('checkout.placing')}
        </Typography>
      </Stack>
    </Backdrop>
  );
}
