import { alpha } from '@mui/material/styles';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@sauda/domain';
import { brand } from '../../../theme/tokens';
import { StatusChip, type StatusChipSize } from '../../../ui/status-chip';

interface ChipColors {
  bgcolor: string;
  color: string;
  dot: string;
}

/** Waiting in saffron, moving in green, done in grey, cancelled in red: readable at a glance. */
const COLORS: Readonly<Record<OrderStatus, ChipColors>> = {
  order_pending: { bgcolor: brand.accentLight, color: brand.text, dot: brand.accent },
  order_confirmed: { bgcolor: brand.primaryLight, color: brand.primaryDark, dot: brand.primary },
  order_dispatched: { bgcolor: brand.primary, color: brand.surface, dot: brand.accent },
  order_delivered: { bgcolor: brand.divider, color: brand.text, dot: brand.primary },
  cancelled: { bgcolor: alpha(brand.danger, 0.1), color: brand.danger, dot: brand.danger },
};

/** The order's status label (SPEC §4) as a coloured pill. */
export function OrderStatusChip({ status, size }: { status: OrderStatus; size?: StatusChipSize }) {
  const { dot, ...colors } = COLORS[status];
  return (
    <StatusChip
      size={size}
      sx={{
        ...colors,
        gap: 0.75,
        whiteSpace: 'nowrap',
        '&::before': { content: '""', width: 6, height: 6, borderRadius: '50%', bgcolor: dot },
      }}
    >
      {ORDER_STATUS_LABELS[status]}
    </StatusChip>
  );
}
