import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ORDER_PARAM, withParam } from '../../../orders';
import type { MerchantOrderFilter } from '../api/get-merchant-orders';
import { DEFAULT_QUEUE_FILTER, queueFilterFrom } from '../model/queue-filters';

export const STATUS_PARAM = 'status';

interface DetailState {
  /** Set when this page pushed the detail's entry: closing then goes back. */
  orderDetail?: true;
}

/**
 * The queue's place in the URL: ?status= keeps the chip over refresh, ?order= the open order.
 * Opening an order pushes an entry, so the back button closes the detail.
 */
export function useQueueLocation() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const status = queueFilterFrom(params.get(STATUS_PARAM));
  const orderId = params.get(ORDER_PARAM);
  const pushedDetail = (location.state as DetailState | null)?.orderDetail === true;

  const selectStatus = (next: MerchantOrderFilter) =>
    void navigate(
      { search: withParam(params, STATUS_PARAM, next === DEFAULT_QUEUE_FILTER ? null : next) },
      { replace: true },
    );
  const openOrder = (queryId: string) =>
    void navigate(
      { search: withParam(params, ORDER_PARAM, queryId) },
      { state: { orderDetail: true } satisfies DetailState },
    );
  const closeOrder = () =>
    void (pushedDetail
      ? navigate(-1)
      : navigate({ search: withParam(params, ORDER_PARAM, null) }, { replace: true }));

  return { status, orderId, selectStatus, openOrder, closeOrder };
}
