import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { MerchantOrder } from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import { brand } from '../../../../theme/tokens';
import { Money } from '../../../../ui/money';
import { StatusChip } from '../../../../ui/status-chip';
import { OrderStatusChip } from '../../../orders';
import { OrderStepAction } from '../actions/order-step-action';
import { customerName, itemsSummary, orderNumber } from '../model/order-summary';
import { AutoCancelCountdown } from './auto-cancel-countdown';
import { ElapsedTime } from './elapsed-time';
import { StretchedButton } from './stretched-button';

interface QueueOrderCardProps {
  order: MerchantOrder;
  storeId: string;
  /** Came in while the queue was open and nobody has looked yet: highlighted. */
  isNew: boolean;
  onOpen: (orderId: string) => void;
  onSeen: (orderId: string) => void;
}

/** An order in the queue: number, time since placed, customer, items, total, status, next step. */
export function QueueOrderCard({ order, storeId, isNew, onOpen, onSeen }: QueueOrderCardProps) {
  const { t } = useTranslation();
  const { lines, more } = itemsSummary(order);
  const items = lines
    .map((line) => t('merchantOrders.card.line', { qty: line.quantity, name: line.product_name }))
    .join(', ');
  return (
    <Card
      component="li"
      data-new={isNew || undefined}
      sx={{
        listStyle: 'none',
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        p: 2,
        border: 2,
        borderColor: isNew ? brand.accent : 'transparent',
        bgcolor: isNew ? alpha(brand.accent, 0.08) : 'background.paper',
        transition: 'background-color 200ms, border-color 200ms',
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography component="h3" variant="h5" sx={{ flex: '1 1 auto', minWidth: 0 }}>
          <StretchedButton onClick={() => onOpen(order.query_id)}>
            {t('merchantOrders.card.title', { number: orderNumber(order) })}
          </StretchedButton>
        </Typography>
        {isNew && (
          <StatusChip sx={{ bgcolor: brand.accent, color: brand.text }}>
            {t('merchantOrders.card.new')}
          </StatusChip>
        )}
        <OrderStatusChip status={order.status} />
      </Box>
      <Typography variant="body2" color="text.secondary">
        <ElapsedTime order={order} />
        {' · '}
        {customerName(order) ?? t('merchantOrders.card.noName')}
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {items}
        {more > 0 && ` ${t('merchantOrders.card.more', { count: more })}`}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1 }}>
          <AutoCancelCountdown order={order} />
        </Box>
        <Money rupees={order.invoice.total_amount} sx={{ fontWeight: 700, fontSize: 18 }} />
      </Box>
      {/* Above the stretched button, so the step is its own target. */}
      <Box sx={{ position: 'relative', zIndex: 1, '&:empty': { display: 'none' } }}>
        <OrderStepAction
          order={order}
          storeId={storeId}
          onActed={() => onSeen(order.query_id)}
          fullWidth
        />
      </Box>
    </Card>
  );
}
