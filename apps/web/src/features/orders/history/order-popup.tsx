import { isBusinessUser } from '@sauda/domain';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverText } from '../../../i18n';
import { ErrorPanel } from '../../../ui/error-panel';
import { useAuth } from '../../auth';
import { orderQueryOptions } from '../api/get-order';
import { OrderDetailDialog } from '../detail/order-detail-dialog';

interface OrderPopupProps {
  /** The order in ?order=, or null when the popup is closed. */
  orderQueryId: string | null;
  onClose: () => void;
}

/**
 * The Order Detail popup of the history, read from the order's own query, so a status change
 * (a cancel, a live update) shows in it at once.
 */
export function OrderPopup({ orderQueryId, onClose }: OrderPopupProps) {
  const [lastId, setLastId] = useState(orderQueryId);
  // The closing popup keeps its order on screen until it has faded out.
  if (orderQueryId !== null && orderQueryId !== lastId) setLastId(orderQueryId);
  const shownId = orderQueryId ?? lastId;
  if (shownId === null) return null;
  return (
    <LoadedOrderPopup
      key={shownId}
      orderQueryId={shownId}
      open={orderQueryId !== null}
      onClose={onClose}
    />
  );
}

function LoadedOrderPopup({
  orderQueryId,
  open,
  onClose,
}: {
  orderQueryId: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const query = useQuery(orderQueryOptions(orderQueryId));
  const order = query.data;
  const placeholder = query.isError ? (
    <ErrorPanel
      compact
      message={serverText(t, query.error) ?? t('orders.detail.loadError')}
      onRetry={() => void query.refetch()}
    />
  ) : (
    <Stack spacing={1.5} role="status" aria-busy="true" aria-label={t('app.loading')}>
      {[120, 40, 40, 40].map((height, row) => (
        <Skeleton key={row} variant="rounded" height={height} />
      ))}
    </Stack>
  );
  return (
    <OrderDetailDialog
      open={open}
      onClose={onClose}
      invoice={order?.invoice ?? null}
      order={order}
      placeholder={placeholder}
      showTip={!isBusinessUser(user?.trade_types) || (order?.invoice.driver_tip ?? 0) > 0}
    />
  );
}
