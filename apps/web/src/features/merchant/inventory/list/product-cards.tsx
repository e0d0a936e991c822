import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { MerchantProduct } from '@sauda/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AvailabilitySwitch } from '../edit/availability-switch';
import { PriceEditor } from '../edit/price-editor';
import { StockEditor } from '../edit/stock-editor';
import type { ProductEditing } from './product-editing';
import { ProductIdentity } from './product-identity';

export const cardListSx = { m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 } as const;

function CardLine({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minHeight: 40 }}>
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ width: 84, flexShrink: 0, fontWeight: 600 }}
      >
        {label}
      </Typography>
      <Box sx={{ minWidth: 0 }}>{children}</Box>
    </Box>
  );
}

interface ProductCardsProps extends ProductEditing {
  products: readonly MerchantProduct[];
  busy: boolean;
}

/** The products on a phone: one stacked card each, the same edits as the table's rows. */
export function ProductCards({ products, busy, onSave, canEditPrice }: ProductCardsProps) {
  const { t } = useTranslation();
  return (
    <Box component="ul" aria-label={t('inventory.list.label')} aria-busy={busy} sx={cardListSx}>
      {products.map((product) => (
        <Paper component="li" key={product.query_id} variant="outlined" sx={{ p: 2 }}>
          <ProductIdentity product={product} nameAs="h2" size={56} />
          <Box sx={{ mt: 1.5, display: 'grid', gap: 0.5 }}>
            <CardLine label={t('inventory.columns.price')}>
              <PriceEditor product={product} canEdit={canEditPrice} onSave={onSave} />
            </CardLine>
            <CardLine label={t('inventory.columns.stock')}>
              <StockEditor product={product} onSave={onSave} />
            </CardLine>
            <CardLine label={t('inventory.columns.availability')}>
              <AvailabilitySwitch product={product} onSave={onSave} />
            </CardLine>
          </Box>
        </Paper>
      ))}
    </Box>
  );
}
