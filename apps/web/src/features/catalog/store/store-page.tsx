import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import ArrowBackIcon from '@mui/icons-material/ArrowBackRounded';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isRequestError } from '../../../api/request-error';
import { ErrorPanel } from '../../../ui/error-panel';
import { useDeliveryPoint } from '../../addresses';
import { flipInRtl } from '../../../ui/flip-in-rtl';
import { companyQueryOptions } from '../api/get-company';
import { NotFoundState } from '../components/not-found-state';
import { listingHref } from '../listing/listing-params';
import { StoreCatalog } from './store-catalog';
import { StoreHeader } from './store-header';
import { StoreHeaderSkeleton } from './store-header-skeleton';
import { useStoreRequest } from './use-store-request';

/**
 * /products/store/{storeQueryId} and /products/product-list/…/{categoryId}/{subCategoryId}/…:
 * the store with its hours and fees, its categories and a page of products.
 */
export function StorePage() {
  const { t } = useTranslation();
  const state = useStoreRequest();
  const company = useQuery(companyQueryOptions(state.route.storeQueryId, useDeliveryPoint()));

  if (isRequestError(company.error) && company.error.status === 404) {
    return (
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
        <NotFoundState
          title={t('catalog.store.notFoundTitle')}
          body={t('catalog.store.notFoundBody')}
          action={t('catalog.store.browseStores')}
          to="/products"
        />
      </Container>
    );
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 } }}>
      <Button
        component={RouterLink}
        to={company.data ? listingHref(company.data.industry_id, 1) : '/products'}
        startIcon={<ArrowBackIcon sx={flipInRtl} />}
        size="small"
        sx={{ mb: 1.5, marginInlineStart: -1 }}
      >
        {t('catalog.store.back')}
      </Button>
      {company.data && <StoreHeader store={company.data} />}
      {company.isPending && <StoreHeaderSkeleton />}
      {company.isError && (
        <Box sx={{ mb: 3 }}>
          <ErrorPanel message={t('catalog.store.error')} onRetry={() => void company.refetch()} />
        </Box>
      )}
      <StoreCatalog {...state} storeName={company.data?.name ?? ''} />
    </Container>
  );
}
