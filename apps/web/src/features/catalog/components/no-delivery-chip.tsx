import Box from '@mui/material/Box';
import LocationOffIcon from '@mui/icons-material/LocationOffOutlined';
import { useTranslation } from 'react-i18next';
import { brand } from '../../../theme/tokens';
import { useSelectedAddressLabel } from '../../addresses';
import { StatusChip, type StatusChipSize } from '../../../ui/status-chip';

/** "Doesn't deliver to Home": the store's service area does not reach the selected address. */
export function NoDeliveryChip({ size = 'small' }: { size?: StatusChipSize }) {
  const { t } = useTranslation();
  const name = useSelectedAddressLabel();
  const text = name ? t('addresses.noDelivery', { name }) : t('addresses.noDeliveryHere');
  return (
    <StatusChip
      size={size}
      sx={{
        gap: 0.5,
        maxWidth: '100%',
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
    </StatusChip>
  );
}
