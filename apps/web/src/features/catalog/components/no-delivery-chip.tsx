import Box from '@mui/material/Box';
import LocationOffIcon from '@mui/icons-material/LocationOffOutlined';
import { useTranslation } from 'react-i18next';
import { brand } from '../../../theme/tokens';
import { useSelectedAddressLabel } from '../../addresses/selection/use-selected-address-label';

/** "Doesn't deliver to Home": the store's service area does not reach the selected address. */
export function NoDeliveryChip({ size = 'small' }: { size?: 'small' | 'medium' }) {
  const { t } = useTranslation();
  const name = useSelectedAddressLabel();
  const text = name ? t('addresses.noDelivery', { name }) : t('addresses.noDeliveryHere');
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        maxWidth: '100%',
        px: size === 'small' ? 1 : 1.5,
        py: size === 'small' ? 0.25 : 0.5,
        borderRadius: 6,
        fontSize: size === 'small' ? 12 : 14,
        fontWeight: 600,
        lineHeight: 1.5,
        bgcolor: brand.accentLight,
        color: brand.text,
        '& svg': { fontSize: size === 'small' ? 16 : 18, color: brand.danger, flexShrink: 0 },
      }}
    >
      <LocationOffIcon aria-hidden="true" />
      <Box
        component="span"
        title={text}
        sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      >
        {text}
      </Box>
    </Box>
  );
}
