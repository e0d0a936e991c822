import Box from '@mui/material/Box';
import { fromPaisa, toPaisa, type MerchantProduct } from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import { brand } from '../../../../theme/tokens';
import { Money } from '../../../../ui/money';
import { visuallyHidden } from '../../../../ui/visually-hidden';

/** The price while the discount runs (the price now may still be the regular one). */
export function promotedPriceOf(product: Pick<MerchantProduct, 'cost' | 'promotion_amount'>) {
  return fromPaisa(toPaisa(product.cost) - toPaisa(product.promotion_amount ?? 0));
}

/** The regular price struck through beside the discounted one in saffron, as shoppers see it. */
export function DiscountedPrice({ product }: { product: MerchantProduct }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
      <Box component="span" sx={visuallyHidden}>
        {`${t('merchantPromotions.discount.regularPrice')} `}
      </Box>
      <Money rupees={product.cost} struck sx={{ color: 'text.secondary', fontSize: 14 }} />
      <Box component="span" sx={visuallyHidden}>
        {` ${t('merchantPromotions.discount.discountedPrice')} `}
      </Box>
      <Money
        rupees={promotedPriceOf(product)}
        sx={{
          fontWeight: 700,
          fontSize: 17,
          color: brand.text,
          bgcolor: brand.accentLight,
          px: 0.75,
          borderRadius: 1,
        }}
      />
    </Box>
  );
}
