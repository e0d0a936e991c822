import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBackRounded';
import { formatMoney, unitSavingPaisa, type Product } from '@sauda/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isRequestError } from '../../../api/request-error';
import { brand } from '../../../theme/tokens';
import { ErrorPanel } from '../../../ui/error-panel';
import { flipInRtl } from '../../../ui/flip-in-rtl';
import { productQueryOptions } from '../../../shared/catalog/get-product';
import { NotFoundState } from '../components/not-found-state';
import { ProductPrice } from '../../../shared/catalog/product-price';
import { picturesOf } from '../../../shared/catalog/product-picture-copies';
import { storeHref } from '../store/store-selection';
import { AddToCartPanel } from './add-to-cart-panel';
import { ImageGallery } from './image-gallery';
import { OptionPicker } from './option-picker';
import { ProductDetailsSkeleton } from './product-details-skeleton';
import { StockStatus } from './stock-status';

/** The store page the product belongs to, opened at the product's category. */
function storeOfProduct(storeQueryId: string, product: Product): string {
  return storeHref(
    { kind: 'store', storeQueryId },
    {
      categoryId: product.category_id,
      subCategoryId: product.sub_category_id,
      page: 1,
      name: '',
    },
  );
}

/** /products/details/{storeQueryId}/{productQueryId} */
export function ProductDetailsPage() {
  const { t } = useTranslation();
  const { storeQueryId = '', productQueryId = '' } = useParams();
  const product = useQuery(productQueryOptions(productQueryId));

  if (isRequestError(product.error) && product.error.status === 404) {
    return (
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
        <NotFoundState
          title={t('catalog.product.notFoundTitle')}
          body={t('catalog.product.notFoundBody')}
          action={t('catalog.store.browseStores')}
          to={storeHref(
            { kind: 'store', storeQueryId },
            { categoryId: null, subCategoryId: null, page: 1, name: '' },
          )}
        />
      </Container>
    );
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 } }}>
      {product.data ? (
        <ProductDetails product={product.data} storeQueryId={storeQueryId} />
      ) : product.isError ? (
        <ErrorPanel message={t('catalog.product.error')} onRetry={() => void product.refetch()} />
      ) : (
        <ProductDetailsSkeleton />
      )}
    </Container>
  );
}

function ProductDetails({ product, storeQueryId }: { product: Product; storeQueryId: string }) {
  const { t } = useTranslation();
  const [color, setColor] = useState<string | null>(product.colors[0] ?? null);
  const [size, setSize] = useState<string | null>(product.sizes[0] ?? null);
  const saving = unitSavingPaisa(product);
  const storeLink = storeOfProduct(storeQueryId, product);

  return (
    <>
      <Button
        component={RouterLink}
        to={storeLink}
        startIcon={<ArrowBackIcon sx={flipInRtl} />}
        size="small"
        sx={{ mb: 1.5, marginInlineStart: -1 }}
      >
        {t('catalog.product.backToStore', { store: product.merchant.name })}
      </Button>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 5 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ position: { md: 'sticky' }, top: { md: 140 } }}>
          <ImageGallery name={product.name} pictures={picturesOf(product)} />
        </Box>
        <Box>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            {t('catalog.product.soldBy')}{' '}
            <Link component={RouterLink} to={storeLink} sx={{ fontWeight: 600 }}>
              {product.merchant.name}
            </Link>
          </Typography>
          <Typography variant="h2" component="h1" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
            {product.name}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1 }}>
            <ProductPrice product={product} size="large" />
            {saving > 0 && (
              <Box
                component="span"
                sx={{
                  px: 1.25,
                  py: 0.5,
                  borderRadius: 6,
                  bgcolor: brand.accent,
                  color: brand.text,
                  fontWeight: 700,
                  fontSize: 14,
                }}
              >
                {t('catalog.product.save', { amount: formatMoney(saving) })}
              </Box>
            )}
          </Box>
          <Box sx={{ mb: 3 }}>
            <StockStatus product={product} />
          </Box>
          {product.colors.length > 0 && (
            <OptionPicker
              label={t('catalog.product.color')}
              options={product.colors}
              value={color}
              onChange={setColor}
            />
          )}
          {product.sizes.length > 0 && (
            <OptionPicker
              label={t('catalog.product.size')}
              options={product.sizes}
              value={size}
              onChange={setSize}
            />
          )}
          <Box
            sx={{
              position: { xs: 'sticky', md: 'static' },
              bottom: 0,
              zIndex: 2,
              mx: { xs: -2, sm: -3, md: 0 },
              px: { xs: 2, sm: 3, md: 0 },
              py: { xs: 1.5, md: 0 },
              bgcolor: { xs: 'background.paper', md: 'transparent' },
              borderTop: { xs: 1, md: 0 },
              borderColor: 'divider',
              boxShadow: { xs: '0 -4px 16px rgba(28, 31, 30, 0.08)', md: 'none' },
            }}
          >
            <AddToCartPanel
              product={product}
              storeQueryId={storeQueryId}
              selectedColor={color}
              selectedSize={size}
            />
          </Box>
          {product.description && (
            <Box component="section" aria-labelledby="product-description" sx={{ mt: 4 }}>
              <Typography id="product-description" variant="h4" component="h2" sx={{ mb: 1 }}>
                {t('catalog.product.description')}
              </Typography>
              <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
                {product.description}
              </Typography>
            </Box>
          )}
        </Box>
      </Box>
    </>
  );
}
