import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorPanel } from '../../../ui/error-panel';
import { ListPagination } from '../../../ui/list-pagination';
import { useOperatorStores } from '../api/get-operator-stores';
import type { StoreFilters } from '../model/store-filters';
import { InboxIllustration } from './inbox-illustration';
import { OperatorStoreCard } from './operator-store-card';

const listSx = { listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 } as const;

function StoresSkeleton() {
  const { t } = useTranslation();
  return (
    <Box component="ul" role="status" aria-label={t('operator.loading')} sx={listSx}>
      {Array.from({ length: 4 }, (_, index) => (
        <Paper component="li" key={index} variant="outlined" sx={{ p: 2.5 }}>
          <Skeleton width="40%" height={28} />
          <Skeleton width="25%" />
          <Skeleton width="60%" />
        </Paper>
      ))}
    </Box>
  );
}

interface StoresListProps {
  filters: StoreFilters;
  pageHref: (page: number) => string;
  onChanged: (message: string) => void;
}

/** One page of the draft or the live stores. */
export function StoresList({ filters, pageHref, onChanged }: StoresListProps) {
  const { t } = useTranslation();
  const list = useOperatorStores(filters);
  if (list.isPending) return <StoresSkeleton />;
  if (!list.data) {
    return (
      <ErrorPanel message={t('operator.stores.loadFailed')} onRetry={() => void list.refetch()} />
    );
  }
  const { stores, pagination } = list.data;
  if (stores.length === 0) {
    const empty = filters.query !== '' ? 'noMatch' : filters.status;
    return (
      <EmptyState
        illustration={<InboxIllustration />}
        title={t(`operator.stores.empty.${empty}.title`)}
        body={t(`operator.stores.empty.${empty}.body`)}
      />
    );
  }
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {t('operator.stores.count', { count: pagination.total_items })}
      </Typography>
      <Box
        component="ul"
        aria-label={t(`operator.stores.tabs.${filters.status}`)}
        aria-busy={list.isPlaceholderData}
        sx={listSx}
      >
        {stores.map((store) => (
          <OperatorStoreCard key={store.query_id} store={store} onChanged={onChanged} />
        ))}
      </Box>
      <ListPagination
        page={pagination.page}
        count={pagination.total_pages}
        hrefFor={pageHref}
        label={t('operator.stores.pages')}
      />
    </Stack>
  );
}
