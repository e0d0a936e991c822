import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { isOutOfStock, lowStockCount, type Product } from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import { brand } from '../../../theme/tokens';
import { CardSurface } from './card-surface';
import { productPath } from '../../../shared/catalog/product-path';
import { picturesOf } from '../../../shared/catalog/product-picture-copies';
import { ProductPicture } from '../../../shared/catalog/product-picture';
import { ProductPrice } from '../../../shared/catalog/product-price';
import { percentOff } from './product-pricing';
import { StretchedLink } from './stretched-link';

interface ProductCardProps {
  product: Product;
  /** The store whose page the details open under; the product's own merchant by default. */
  storeQueryId?: string;
  headingLevel?: 'h2' | 'h3';
  eager?: boolean;
  /** Names the store under the product, where products of many stores sit together. */
  showStore?: boolean;
}

/** A product in a grid: picture, name, price with promotion, stock note; opens its details. */
export function ProductCard({
  product,
  storeQueryId,
  headingLevel = 'h3',
  eager,
  showStore = false,
}: ProductCardProps) {
  const { t } = useTranslation();
  const soldOut = isOutOfStock(product);
  const low = lowStockCount(product);
  const off = percentOff(product);
  return (
    <CardSurface>
      <Box sx={{ position: 'relative' }}>
        <ProductPicture
          picture={picturesOf(product)[0]}
          size="card"
          alt=""
          name={product.name}
          ratio="1 / 1"
          eager={eager}
          sx={soldOut ? { filter: 'grayscale(0.9)', opacity: 0.6 } : undefined}
        />
        {off !== null && !soldOut && (
          <Box
            component="span"
            sx={{
              position: 'absolute',
              top: 8,
              insetInlineStart: 8,
              px: 1,
              py: 0.25,
              borderRadius: 6,
              bgcolor: brand.accent,
              color: brand.text,
              fontSize: 12,
              fontWeight: 700,
            }}
          >
            {t('catalog.product.percentOff', { percent: off })}
          </Box>
        )}
        {soldOut && (
          <Box
            component="span"
            sx={{
              position: 'absolute',
              insetInline: 8,
              bottom: 8,
              py: 0.5,
              textAlign: 'center',
              borderRadius: 6,
              bgcolor: 'rgba(28, 31, 30, 0.82)',
              color: '#FFFFFF',
              fontSize: 13,
              fontWeight: 600,
            }}
          >
            {t('catalog.product.outOfStock')}
          </Box>
        )}
      </Box>
      <Box sx={{ p: 1.5, flex: 1, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <Typography
          component={headingLevel}
          variant="body2"
          sx={{
            fontWeight: 500,
            lineHeight: 1.35,
            minHeight: '2.7em',
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          <StretchedLink
            to={productPath(storeQueryId ?? product.merchant.query_id, product.query_id)}
          >
            {product.name}
          </StretchedLink>
        </Typography>
        {showStore && (
          <Typography variant="caption" color="text.secondary" noWrap>
            {product.merchant.name}
          </Typography>
        )}
        <Box sx={{ mt: 'auto' }}>
          <ProductPrice product={product} />
          {low !== null && (
            <Typography variant="caption" sx={{ color: brand.danger, fontWeight: 600 }}>
              {t('catalog.product.onlyLeft', { count: low })}
            </Typography>
          )}
        </Box>
      </Box>
    </CardSurface>
  );
}
