import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import type { CompaniesResponse } from '@sauda/domain';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../ui/error-panel';
import { useDeliveryPoint } from '../../addresses';
import { companiesQueryOptions } from '../api/get-companies';
import { CardGrid, SkeletonGrid } from '../components/card-grid';
import { EmptyState } from '../../../ui/empty-state';
import { StoresSoonIllustration } from '../components/stores-soon-illustration';
import { IndustryChips } from '../components/industry-chips';
import { ListPagination } from '../../../ui/list-pagination';
import { ResultsCount } from '../components/results-count';
import { StoreCard } from '../components/store-card';
import { StoreCardSkeleton } from '../components/store-card-skeleton';
import { listingHref } from './listing-params';
import type { ListingIndustry } from './use-listing-industry';

const SKELETON_CARDS = 8;

function rangeOf({ companies, pagination }: CompaniesResponse) {
  const from = (pagination.page - 1) * pagination.per_page + 1;
  return { from, to: from + companies.length - 1, total: pagination.total_items };
}

/** One page of an industry's stores with its count, pages, and loading/empty/error states. */
export function StoreListing({ industryId, page, industries }: ListingIndustry) {
  const { t } = useTranslation();
  // SPEC §4: another selected address reloads the list with its coordinates.
  const location = useDeliveryPoint();
  const companies = useQuery({
    ...companiesQueryOptions(industryId ?? 0, page, location),
    enabled: industryId !== null,
  });
  const data = companies.data;
  const count = data && data.companies.length > 0 ? t('catalog.listing.range', rangeOf(data)) : '';

  return (
    <>
      {/* Always present, so screen readers hear the count when a page of stores arrives. */}
      <ResultsCount>{count}</ResultsCount>
      <ListingBody
        industryId={industryId}
        page={page}
        data={data}
        stale={companies.isPlaceholderData}
        failed={(industryId === null && industries.isError) || (companies.isError && !data)}
        onRetry={() => void (industryId === null ? industries.refetch() : companies.refetch())}
      />
    </>
  );
}

interface ListingBodyProps {
  industryId: number | null;
  page: number;
  data: CompaniesResponse | undefined;
  stale: boolean;
  failed: boolean;
  onRetry: () => void;
}

function ListingBody({ industryId, page, data, stale, failed, onRetry }: ListingBodyProps) {
  const { t } = useTranslation();
  if (failed) {
    const message =
      industryId === null ? 'catalog.listing.industriesError' : 'catalog.listing.error';
    return <ErrorPanel message={t(message)} onRetry={onRetry} />;
  }
  if (industryId === null || !data) {
    return (
      <SkeletonGrid
        kind="stores"
        count={SKELETON_CARDS}
        skeleton={<StoreCardSkeleton />}
        label={t('catalog.listing.loading')}
      />
    );
  }
  if (data.pagination.total_items === 0) {
    return (
      <EmptyState
        illustration={<StoresSoonIllustration />}
        title={t('catalog.listing.emptyTitle')}
        body={t('catalog.listing.emptyBody')}
      >
        <IndustryChips exclude={industryId} />
      </EmptyState>
    );
  }
  if (data.companies.length === 0) {
    return (
      <EmptyState illustration={<StoresSoonIllustration />} title={t('catalog.listing.pageEmpty')}>
        <Button component={RouterLink} to={listingHref(industryId, 1)} variant="contained">
          {t('catalog.listing.firstPage')}
        </Button>
      </EmptyState>
    );
  }
  return (
    <>
      <CardGrid
        kind="stores"
        items={data.companies}
        keyOf={(store) => store.query_id}
        stale={stale}
        render={(store, index) => <StoreCard store={store} priority={index < 4} />}
      />
      <ListPagination
        page={page}
        count={data.pagination.total_pages}
        hrefFor={(target) => listingHref(industryId, target)}
        label={t('catalog.listing.pagination')}
      />
    </>
  );
}
