import Box from '@mui/material/Box';
import Switch from '@mui/material/Switch';
import type { MerchantProduct } from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import type { SaveProduct } from './use-inline-saves';

interface AvailabilitySwitchProps {
  product: MerchantProduct;
  onSave: SaveProduct;
}

/** Active (shoppers see it) or hidden; every role may switch it (merchant-roles `editStock`). */
export function AvailabilitySwitch({ product, onSave }: AvailabilitySwitchProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <Switch
        checked={product.is_active}
        onChange={(_event, isActive) => onSave(product, { is_active: isActive })}
        slotProps={{
          input: { 'aria-label': t('inventory.availability.toggle', { name: product.name }) },
        }}
      />
      <Box
        component="span"
        sx={{
          fontSize: 14,
          fontWeight: 600,
          color: product.is_active ? 'primary.main' : 'text.secondary',
        }}
      >
        {product.is_active
          ? t('inventory.availability.active')
          : t('inventory.availability.hidden')}
      </Box>
    </Box>
  );
}
