import { useTranslation } from 'react-i18next';
import { brand } from '../../../theme/tokens';
import { StatusChip, type StatusChipSize } from '../../../ui/status-chip';

/** Open or Closed, as a small badge over the store's banner. */
export function StoreStatusChip({ open, size }: { open: boolean; size?: StatusChipSize }) {
  const { t } = useTranslation();
  return (
    <StatusChip
      size={size}
      sx={{
        gap: 0.75,
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
    </StatusChip>
  );
}
