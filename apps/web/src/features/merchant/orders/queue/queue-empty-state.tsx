import type { MerchantOrderFilter } from '../api/get-merchant-orders';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../ui/empty-state';
import { OrdersIllustration } from '../../../orders';
import { QUEUE_FILTERS } from '../model/queue-filters';

interface QueueEmptyStateProps {
  status: MerchantOrderFilter;
  /** The search that found nothing; empty for none. */
  query: string;
}

/** Nothing under this chip (or for this search), and what will show up here. */
export function QueueEmptyState({ status, query }: QueueEmptyStateProps) {
  const { t } = useTranslation();
  const label = QUEUE_FILTERS.find((filter) => filter.status === status)?.label ?? 'allActive';
  if (query !== '') {
    return (
      <EmptyState
        illustration={<OrdersIllustration size={140} />}
        title={t('merchantOrders.empty.searchTitle', { query })}
        body={t('merchantOrders.empty.searchBody')}
      />
    );
  }
  return (
    <EmptyState
      illustration={<OrdersIllustration size={140} />}
      title={t(`merchantOrders.empty.${label}.title`)}
      body={t(`merchantOrders.empty.${label}.body`)}
    />
  );
}
