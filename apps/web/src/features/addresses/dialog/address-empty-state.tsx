import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import AddLocationIcon from '@mui/icons-material/AddLocationAltOutlined';
import { useTranslation } from 'react-i18next';
import { brand } from '../../../theme/tokens';

/** SPEC §8 'No Address Found', with what an address is good for. */
export function AddressEmptyState() {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: 1.5,
        py: { xs: 4, sm: 5 },
        px: 2,
      }}
    >
      <Box
        aria-hidden="true"
        sx={{
          display: 'grid',
          placeItems: 'center',
          width: 72,
          height: 72,
          borderRadius: '50%',
          bgcolor: brand.primaryLight,
          color: 'primary.main',
        }}
      >
        <AddLocationIcon sx={{ fontSize: 36 }} />
      </Box>
      <Typography variant="h4" component="p">
        {t('addresses.dialog.emptyTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 360 }}>
        {t('addresses.dialog.emptyHint')}
      </Typography>
    </Box>
  );
}
