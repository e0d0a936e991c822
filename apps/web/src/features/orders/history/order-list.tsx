import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { OrderType } from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/server-message';
import { ErrorPanel } from '../../../ui/error-panel';
import { FormError } from '../../../ui/form-error';
import { ordersInfiniteQueryOptions } from '../api/get-orders';
import { OrderCard } from './order-card';
import { OrderCardSkeleton } from './order-card-skeleton';
import { OrdersEmptyState } from './orders-empty-state';

const SKELETON_CARDS = 4;

interface OrderListProps {
  orderType: OrderType;
  onOpen: (orderQueryId: string) => void;
  onShowTab: (orderType: OrderType) => void;
}

const gridSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
  m: 0,
  p: 0,
} as const;

/** One tab's orders, 24 a page, with Load more while pages remain. */
export function OrderList({ orderType, onOpen, onShowTab }: OrderListProps) {
  const { t } = useTranslation();
  const query = useInfiniteQuery(ordersInfiniteQueryOptions(orderType));

  if (query.isPending) {
    return (
      <Box role="status" aria-busy="true" aria-label={t('orders.history.loading')}>
        <Box component="ul" sx={gridSx}>
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <OrderCardSkeleton key={index} />
          ))}
        </Box>
      </Box>
    );
  }
  // A failed refetch or next page keeps the orders already shown; only a first failure is a panel.
  const { data } = query;
  if (!data) {
    return <ErrorPanel message={t('orders.history.error')} onRetry={() => void query.refetch()} />;
  }

  const orders = data.pages.flatMap((page) => page.orders);
  const total = data.pages.at(-1)?.pagination.total_items ?? orders.length;
  if (orders.length === 0) return <OrdersEmptyState orderType={orderType} onShowTab={onShowTab} />;

  return (
    <Stack spacing={2.5}>
      <Box component="ul" aria-label={t(`orders.tabs.${orderType}`)} sx={gridSx}>
        {orders.map((order) => (
          <OrderCard key={order.query_id} order={order} onOpen={onOpen} />
        ))}
      </Box>
      <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {t('orders.history.showing', { shown: orders.length, total })}
        </Typography>
        {query.isFetchNextPageError && <FormError message={errorMessage(query.error)} />}
        {query.hasNextPage && (
          <Button
            variant="outlined"
            onClick={() => void query.fetchNextPage()}
            loading={query.isFetchingNextPage}
            sx={{ minWidth: 200 }}
          >
            {t('orders.history.loadMore')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
