import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { MerchantOrderFilter } from '../api/get-merchant-orders';
import { QUEUE_FILTERS } from '../model/queue-filters';
import { useChipCounts } from './use-chip-counts';

interface StatusFilterChipsProps {
  storeId: string;
  value: MerchantOrderFilter;
  onChange: (status: MerchantOrderFilter) => void;
}

/** New, Accepted, On the way, Delivered, Cancelled, All active; one row that scrolls on phones. */
export function StatusFilterChips({ storeId, value, onChange }: StatusFilterChipsProps) {
  const { t } = useTranslation();
  const counts = useChipCounts(storeId);
  return (
    <Box
      role="group"
      aria-label={t('merchantOrders.filters.label')}
      sx={{
        display: 'flex',
        gap: 1,
        overflowX: 'auto',
        pb: 0.5,
        mx: { xs: -2, sm: 0 },
        px: { xs: 2, sm: 0 },
        flexWrap: { xs: 'nowrap', md: 'wrap' },
        scrollbarWidth: 'thin',
      }}
    >
      {QUEUE_FILTERS.map((filter) => {
        const selected = filter.status === value;
        const count = counts[filter.status];
        const label = t(`merchantOrders.filters.${filter.label}`);
        return (
          <Chip
            key={filter.status}
            label={
              count === undefined ? label : t('merchantOrders.filters.withCount', { label, count })
            }
            clickable
            aria-pressed={selected}
            color={selected ? 'primary' : 'default'}
            variant={selected ? 'filled' : 'outlined'}
            onClick={() => onChange(filter.status)}
            sx={{ flexShrink: 0, fontWeight: 600 }}
          />
        );
      })}
    </Box>
  );
}
