import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../api/server-message';
import { ErrorPanel } from '../../../../ui/error-panel';
import { FormError } from '../../../../ui/form-error';
import {
  merchantOrdersInfiniteOptions,
  type MerchantOrderFilter,
} from '../api/get-merchant-orders';
import { QueueCardSkeleton } from './queue-card-skeleton';
import { QueueEmptyState } from './queue-empty-state';
import { QueueOrderCard } from './queue-order-card';

const SKELETON_CARDS = 4;

const gridSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: {
    xs: '1fr',
    md: 'repeat(2, minmax(0, 1fr))',
    xl: 'repeat(3, minmax(0, 1fr))',
  },
  m: 0,
  p: 0,
} as const;

interface OrderQueueListProps {
  storeId: string;
  status: MerchantOrderFilter;
  query: string;
  isNew: (orderId: string) => boolean;
  onOpen: (orderId: string) => void;
  onSeen: (orderId: string) => void;
}

/** The orders under the chosen chip and search, newest first, 25 at a time with Load more. */
export function OrderQueueList({
  storeId,
  status,
  query,
  isNew,
  onOpen,
  onSeen,
}: OrderQueueListProps) {
  const { t } = useTranslation();
  const list = useInfiniteQuery(merchantOrdersInfiniteOptions(storeId, status, query));

  if (list.isPending) {
    return (
      <Box role="status" aria-busy="true" aria-label={t('merchantOrders.list.loading')}>
        <Box component="ul" sx={gridSx}>
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <QueueCardSkeleton key={index} />
          ))}
        </Box>
      </Box>
    );
  }
  // A failed refetch keeps the orders on screen; only a first failure is a panel.
  if (!list.data) {
    return (
      <ErrorPanel message={t('merchantOrders.list.error')} onRetry={() => void list.refetch()} />
    );
  }

  const orders = list.data.pages
    .flatMap((page) => page.orders)
    .sort((a, b) => b.placed_at.localeCompare(a.placed_at));
  const total = list.data.pages.at(-1)?.pagination.total_items ?? orders.length;
  if (orders.length === 0) return <QueueEmptyState status={status} query={query.trim()} />;

  return (
    <Stack spacing={2.5}>
      <Box component="ul" aria-label={t('merchantOrders.list.label')} sx={gridSx}>
        {orders.map((order) => (
          <QueueOrderCard
            key={order.query_id}
            order={order}
            storeId={storeId}
            isNew={isNew(order.query_id)}
            onOpen={onOpen}
            onSeen={onSeen}
          />
        ))}
      </Box>
      <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary">
          {t('merchantOrders.list.showing', { shown: orders.length, total })}
        </Typography>
        {list.isFetchNextPageError && <FormError message={errorMessage(list.error)} />}
        {list.hasNextPage && (
          <Button
            variant="outlined"
            onClick={() => void list.fetchNextPage()}
            loading={list.isFetchingNextPage}
            sx={{ minWidth: 200 }}
          >
            {t('merchantOrders.list.loadMore')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
