import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { brand } from '../../../theme/tokens';

/** Open or Closed, as a small badge over the store's banner. */
export function StoreStatusChip({
  open,
  size = 'small',
}: {
  open: boolean;
  size?: 'small' | 'medium';
}) {
  const { t } = useTranslation();
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        px: size === 'small' ? 1 : 1.5,
        py: size === 'small' ? 0.25 : 0.5,
        borderRadius: 6,
        fontSize: size === 'small' ? 12 : 14,
        fontWeight: 600,
        lineHeight: 1.5,
        bgcolor: open ? brand.primaryLight : brand.text,
        color: open ? brand.primaryDark : '#FFFFFF',
        '&::before': {
          content: '""',
          width: 6,
          height: 6,
          borderRadius: '50%',
          bgcolor: open ? brand.primary : brand.accent,
        },
      }}
    >
      {open ? t('catalog.storeCard.open') : t('catalog.storeCard.closed')}
    </Box>
  );
}
