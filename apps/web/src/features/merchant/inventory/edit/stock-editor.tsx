import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { MerchantProduct } from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import { readQuantity } from '../model/inline-input';
import { InlineNumberField } from './inline-number-field';
import { StockLevelChip } from './stock-level-chip';
import type { SaveProduct } from './use-inline-saves';

interface StockEditorProps {
  product: MerchantProduct;
  onSave: SaveProduct;
}

/** The stock count (every role may change it) and whether the product never runs out. */
export function StockEditor({ product, onSave }: StockEditorProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
      {!product.unlimited && (
        <InlineNumberField
          label={t('inventory.stock.quantityOf', { name: product.name })}
          value={product.quantity}
          read={readQuantity}
          onSave={(quantity) => onSave(product, { quantity })}
          integer
        />
      )}
      <FormControlLabel
        label={t('inventory.stock.unlimited')}
        sx={{ mx: 0, gap: 0.25, '& .MuiFormControlLabel-label': { fontSize: 14 } }}
        control={
          <Switch
            size="small"
            checked={product.unlimited}
            onChange={(_event, unlimited) => onSave(product, { unlimited })}
            slotProps={{
              input: { 'aria-label': t('inventory.stock.unlimitedOf', { name: product.name }) },
            }}
          />
        }
      />
      <StockLevelChip product={product} />
    </Box>
  );
}
