import Box from '@mui/material/Box';
import { isOutOfStock, lowStockCount, type Product } from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import { brand } from '../../../theme/tokens';

/** Out of stock (SPEC §4), "Only N left" when running low, else In stock. */
export function StockStatus({ product }: { product: Product }) {
  const { t } = useTranslation();
  const soldOut = isOutOfStock(product);
  const low = lowStockCount(product);
  const text = soldOut
    ? t('catalog.product.outOfStock')
    : low !== null
      ? t('catalog.product.onlyLeft', { count: low })
      : t('catalog.product.inStock');
  const color = soldOut ? brand.text : low !== null ? brand.danger : brand.primary;
  return (
    <Box
      component="p"
      sx={{
        m: 0,
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        fontSize: 14,
        fontWeight: 600,
        color,
        '&::before': {
          content: '""',
          width: 8,
          height: 8,
          borderRadius: '50%',
          bgcolor: soldOut ? brand.textSecondary : color,
        },
      }}
    >
      {text}
    </Box>
  );
}
