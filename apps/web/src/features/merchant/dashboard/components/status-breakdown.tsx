import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { ORDER_STATUSES, type Dashboard, type OrderStatus } from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import { brand } from '../../../../theme/tokens';
import { OrderStatusChip } from '../../../orders';
import { formatCount } from '../model/count-format';
import { ordersPlacedInRange } from '../model/dashboard-figures';
import { DashboardSection } from './dashboard-section';

/** The bars follow the status chips: waiting in saffron, moving in green, cancelled in red. */
const BAR_COLORS: Readonly<Record<OrderStatus, string>> = {
  order_pending: brand.accent,
  order_confirmed: brand.primary,
  order_dispatched: brand.primary,
  order_delivered: brand.primaryDark,
  cancelled: brand.danger,
};

/** The orders placed in the range by where they are now, each with its share as a bar. */
export function StatusBreakdown({ dashboard }: { dashboard: Dashboard }) {
  const { t, i18n } = useTranslation();
  const total = ordersPlacedInRange(dashboard);
  return (
    <DashboardSection
      title={t('merchantDashboard.status.title')}
      subtitle={t('merchantDashboard.status.placed', { count: total })}
    >
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.75 }}>
        {ORDER_STATUSES.map((status) => {
          const count = dashboard.by_status[status];
          const share = total === 0 ? 0 : (count / total) * 100;
          return (
            <Box component="li" key={status}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
                <OrderStatusChip status={status} />
                <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
                  {formatCount(count, i18n.language)}
                </Typography>
              </Box>
              <Box
                aria-hidden
                sx={{ mt: 0.75, height: 6, borderRadius: 3, bgcolor: alpha(brand.divider, 0.7) }}
              >
                <Box
                  sx={{
                    width: `${share}%`,
                    height: '100%',
                    borderRadius: 3,
                    bgcolor: BAR_COLORS[status],
                  }}
                />
              </Box>
            </Box>
          );
        })}
      </Box>
    </DashboardSection>
  );
}
