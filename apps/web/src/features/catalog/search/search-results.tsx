import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { AppSearchResponse } from '@sauda/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../ui/error-panel';
import { searchResultsQueryOptions } from '../api/get-search-results';
import { CardGrid, SkeletonGrid } from '../components/card-grid';
import { ListPagination } from '../../../ui/list-pagination';
import { ProductCard } from '../components/product-card';
import { ProductCardSkeleton } from '../components/product-card-skeleton';
import { ResultsCount } from '../components/results-count';
import { StoreCard } from '../components/store-card';
import { StoreCardSkeleton } from '../components/store-card-skeleton';
import { searchHref } from '../listing/listing-params';
import { NoSearchResults } from './no-search-results';
import { toSearchIndustry } from './search-industry';

interface SearchResultsProps {
  query: string;
  page: number;
}

/** The header search's stores (the pseudo-industry -1) and products, page by page. */
export function SearchResults({ query, page }: SearchResultsProps) {
  const { t } = useTranslation();
  const search = useQuery(searchResultsQueryOptions(query, page));
  const data = search.data;
  const found = data
    ? t('catalog.search.found', {
        stores: t('catalog.search.stores', { count: data.pagination.total_items }),
        products: t('catalog.search.products', { count: data.products_pagination.total_items }),
      })
    : '';

  return (
    <>
      <ResultsCount>{found}</ResultsCount>
      {search.isError && !data && (
        <ErrorPanel message={t('catalog.search.error')} onRetry={() => void search.refetch()} />
      )}
      {!data && !search.isError && <SearchSkeleton />}
      {data && (
        <SearchSections query={query} page={page} data={data} stale={search.isPlaceholderData} />
      )}
    </>
  );
}

function SearchSections({
  query,
  page,
  data,
  stale,
}: SearchResultsProps & { data: AppSearchResponse; stale: boolean }) {
  const { t } = useTranslation();
  const industry = toSearchIndustry(data);
  if (industry.total_companies === 0 && data.products_pagination.total_items === 0) {
    return <NoSearchResults query={query} />;
  }
  const pages = Math.max(data.pagination.total_pages, data.products_pagination.total_pages);
  return (
    <>
      {industry.companies.length > 0 && (
        <Section
          id="search-stores"
          title={t('catalog.search.storesHeading')}
          count={industry.total_companies}
        >
          <CardGrid
            kind="storeRow"
            items={industry.companies}
            keyOf={(store) => store.query_id}
            stale={stale}
            render={(store, index) => (
              <StoreCard store={store} headingLevel="h3" eager={index < 4} />
            )}
          />
        </Section>
      )}
      {data.products.length > 0 && (
        <Section
          id="search-products"
          title={t('catalog.search.productsHeading')}
          count={data.products_pagination.total_items}
        >
          <CardGrid
            kind="products"
            items={data.products}
            keyOf={(product) => product.query_id}
            stale={stale}
            render={(product) => <ProductCard product={product} showStore />}
          />
        </Section>
      )}
      <ListPagination
        page={page}
        count={pages}
        hrefFor={(target) => searchHref(query, target)}
        label={t('catalog.search.pagination')}
      />
    </>
  );
}

function Section({
  id,
  title,
  count,
  children,
}: {
  id: string;
  title: string;
  count: number;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: { xs: 4, md: 5 } }}>
      <Typography id={id} variant="h3" component="h2" sx={{ mb: 2 }}>
        {title}{' '}
        <Box component="span" sx={{ color: 'text.secondary', fontWeight: 500, fontSize: '0.8em' }}>
          ({count})
        </Box>
      </Typography>
      {children}
    </Box>
  );
}

function SearchSkeleton() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 4 }}>
      <SkeletonGrid
        kind="storeRow"
        count={4}
        skeleton={<StoreCardSkeleton />}
        label={t('catalog.search.loading')}
      />
      <SkeletonGrid
        kind="products"
        count={10}
        skeleton={<ProductCardSkeleton />}
        label={t('catalog.search.loading')}
      />
    </Box>
  );
}
