import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverText } from '../../../../i18n';
import { ErrorPanel } from '../../../../ui/error-panel';
import { merchantOrderOptions } from '../api/get-merchant-order';
import { KitchenTicket } from './kitchen-ticket';
import { OrderDetailBody } from './order-detail-body';
import { OrderDetailFrame } from './order-detail-frame';
import { OrderDetailHeader } from './order-detail-header';

interface OrderDetailPanelProps {
  storeId: string;
  storeName: string;
  /** The order in ?order=, or null when the detail is closed. */
  orderId: string | null;
  onClose: () => void;
  onActed: (orderId: string) => void;
}

/** The order detail of the queue; the closing panel keeps its order until it has slid away. */
export function OrderDetailPanel({ orderId, ...props }: OrderDetailPanelProps) {
  const [lastId, setLastId] = useState(orderId);
  if (orderId !== null && orderId !== lastId) setLastId(orderId);
  const shownId = orderId ?? lastId;
  if (shownId === null) return null;
  return <LoadedDetail key={shownId} orderId={shownId} open={orderId !== null} {...props} />;
}

function LoadedDetail({
  storeId,
  storeName,
  orderId,
  open,
  onClose,
  onActed,
}: Omit<OrderDetailPanelProps, 'orderId'> & { orderId: string; open: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const titleId = useId();
  const query = useQuery(merchantOrderOptions(client, storeId, orderId));
  const order = query.data ?? null;
  return (
    <OrderDetailFrame open={open} onClose={onClose} titleId={titleId}>
      <OrderDetailHeader titleId={titleId} order={order} onClose={onClose} />
      <Box sx={{ flex: 1, overflowY: 'auto', px: { xs: 2, sm: 3 }, py: 2.5 }}>
        {order ? (
          <OrderDetailBody order={order} storeId={storeId} onActed={() => onActed(orderId)} />
        ) : query.isError ? (
          <ErrorPanel
            compact
            message={serverText(t, query.error) ?? t('merchantOrders.detail.loadError')}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <Stack spacing={1.5} role="status" aria-busy="true" aria-label={t('app.loading')}>
            {[48, 120, 160, 120].map((height, row) => (
              <Skeleton key={row} variant="rounded" height={height} />
            ))}
          </Stack>
        )}
      </Box>
      {order && open && <KitchenTicket order={order} storeName={storeName} />}
    </OrderDetailFrame>
  );
}
