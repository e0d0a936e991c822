import type { OrderType } from '@sauda/domain';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ORDER_PARAM, TAB_PARAM, tabFrom, withParam } from './history-params';

interface PopupState {
  /** Set when this page pushed the popup's entry: closing then goes back. */
  orderPopup?: true;
}

/**
 * The history's place in the URL: ?tab= keeps the tab over back and refresh, ?order= keeps the
 * open popup. Opening pushes an entry, so the back button closes the popup.
 */
export function useHistoryLocation() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const tab = tabFrom(params.get(TAB_PARAM));
  const orderQueryId = params.get(ORDER_PARAM);
  const pushedPopup = (location.state as PopupState | null)?.orderPopup === true;

  const selectTab = (next: OrderType) =>
    void navigate(
      { search: withParam(params, TAB_PARAM, next === 'active' ? null : next) },
      { replace: true },
    );
  const openOrder = (queryId: string) =>
    void navigate(
      { search: withParam(params, ORDER_PARAM, queryId) },
      { state: { orderPopup: true } satisfies PopupState },
    );
  const closeOrder = () =>
    void (pushedPopup
      ? navigate(-1)
      : navigate({ search: withParam(params, ORDER_PARAM, null) }, { replace: true }));

  return { tab, orderQueryId, selectTab, openOrder, closeOrder };
}
