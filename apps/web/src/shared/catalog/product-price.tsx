import Box from '@mui/material/Box';
import { hasPromotion, unitPricePaisa, type Product } from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import { Money, formatRupees } from '../../ui/money';
import { visuallyHidden } from '../../ui/visually-hidden';

interface ProductPriceProps {
  product: Pick<Product, 'cost' | 'cost_after_discount' | 'promotion'>;
  size?: 'small' | 'large';
}

/** The price a shopper pays, with the regular price struck through beside a promotion. */
export function ProductPrice({ product, size = 'small' }: ProductPriceProps) {
  const { t } = useTranslation();
  const promoted = hasPromotion(product);
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1, rowGap: 0 }}
    >
      <Money
        paisa={unitPricePaisa(product)}
        sx={{ fontWeight: size === 'large' ? 700 : 600, fontSize: size === 'large' ? 30 : 15 }}
      />
      {promoted && (
        <>
          <Money
            rupees={product.cost}
            struck
            sx={{ color: 'text.secondary', fontSize: size === 'large' ? 16 : 13 }}
          />
          <Box component="span" sx={visuallyHidden}>
            {t('catalog.product.was', { amount: formatRupees(product.cost) })}
          </Box>
        </>
      )}
    </Box>
  );
}
