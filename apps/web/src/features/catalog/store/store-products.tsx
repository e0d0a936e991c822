import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ProductsResponse } from '@sauda/domain';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../ui/error-panel';
import { productsQueryOptions, type StoreProductsQuery } from '../api/get-products';
import { storeSearchQueryOptions } from '../api/get-store-search';
import { CardGrid, SkeletonGrid } from '../components/card-grid';
import { ListPagination } from '../../../ui/list-pagination';
import { ProductCard } from '../components/product-card';
import { ProductCardSkeleton } from '../components/product-card-skeleton';
import { ResultsCount } from '../components/results-count';

const SKELETON_CARDS = 10;

interface StoreProductsProps {
  query: StoreProductsQuery;
  title: string;
  hrefFor: (page: number) => string;
  /** What to say when the list is empty. */
  emptyText: string;
  /** A way out of an empty list (clearing the search). */
  emptyAction?: { label: string; onClick: () => void };
}

/** In-store search asks users/app_search with store_id; a category asks GET products. */
function useStoreProducts(query: StoreProductsQuery) {
  const { storeQueryId, name, page } = query;
  const searching = name !== undefined && name !== '';
  const search = useQuery({
    ...storeSearchQueryOptions({ storeQueryId, query: name ?? '', page }),
    enabled: searching,
  });
  const list = useQuery({ ...productsQueryOptions(query), enabled: !searching });
  return searching ? search : list;
}

/** A page of the store's products under its heading, with the count and page links. */
export function StoreProducts({
  query,
  title,
  hrefFor,
  emptyText,
  emptyAction,
}: StoreProductsProps) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const products = useStoreProducts(query);
  const data: ProductsResponse | undefined = products.data;
  const count = data ? t('catalog.store.productCount', { count: data.pagination.total_items }) : '';

  return (
    <Box component="section" aria-labelledby="store-products-title" sx={{ scrollMarginTop: 16 }}>
      <Typography
        id="store-products-title"
        ref={headingRef}
        variant="h3"
        component="h2"
        sx={{ mb: 0.5, scrollMarginTop: 96 }}
      >
        {title}
      </Typography>
      <ResultsCount>{count}</ResultsCount>
      {products.isError && !data && (
        <ErrorPanel
          message={t('catalog.store.productsError')}
          onRetry={() => void products.refetch()}
        />
      )}
      {!data && !products.isError && (
        <SkeletonGrid kind="products" count={SKELETON_CARDS} skeleton={<ProductCardSkeleton />} />
      )}
      {data && data.products.length === 0 && (
        <Box
          sx={{
            py: 4,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'flex-start',
            gap: 1.5,
          }}
        >
          <Typography color="text.secondary" role="status">
            {emptyText}
          </Typography>
          {emptyAction && (
            <Button variant="outlined" onClick={emptyAction.onClick}>
              {emptyAction.label}
            </Button>
          )}
        </Box>
      )}
      {data && data.products.length > 0 && (
        <>
          <CardGrid
            kind="products"
            items={data.products}
            keyOf={(product) => product.query_id}
            stale={products.isPlaceholderData}
            render={(product, index) => (
              <ProductCard product={product} storeQueryId={query.storeQueryId} eager={index < 5} />
            )}
          />
          <ListPagination
            page={query.page}
            count={data.pagination.total_pages}
            hrefFor={hrefFor}
            label={t('catalog.store.pagination')}
            replace
            preventScrollReset
            onNavigate={() => headingRef.current?.scrollIntoView({ block: 'start' })}
          />
        </>
      )}
    </Box>
  );
}
