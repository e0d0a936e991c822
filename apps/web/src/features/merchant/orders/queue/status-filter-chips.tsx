import { useTranslation } from 'react-i18next';
import { FilterChips } from '../../../../ui/filter-chips';
import type { MerchantOrderFilter } from '../api/get-merchant-orders';
import { QUEUE_FILTERS } from '../model/queue-filters';
import { useChipCounts } from './use-chip-counts';

interface StatusFilterChipsProps {
  storeId: string;
  value: MerchantOrderFilter;
  onChange: (status: MerchantOrderFilter) => void;
}

/** New, Accepted, On the way, Delivered, Cancelled, All active, each with its count. */
export function StatusFilterChips({ storeId, value, onChange }: StatusFilterChipsProps) {
  const { t } = useTranslation();
  const counts = useChipCounts(storeId);
  const chips = QUEUE_FILTERS.map((filter) => {
    const label = t(`merchantOrders.filters.${filter.label}`);
    const count = counts[filter.status];
    return {
      value: filter.status,
      label: count === undefined ? label : t('merchantOrders.filters.withCount', { label, count }),
    };
  });
  return (
    <FilterChips
      label={t('merchantOrders.filters.label')}
      chips={chips}
      value={value}
      onChange={onChange}
    />
  );
}
