import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import ChevronIcon from '@mui/icons-material/ChevronRightRounded';
import type { OrderSummary } from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import { flipInRtl } from '../../../ui/flip-in-rtl';
import { Money } from '../../../ui/money';
import { CatalogImage } from '../../../shared/catalog/catalog-image';
import { OrderProgressNotes } from '../components/order-progress-notes';
import { OrderStatusChip } from '../components/order-status-chip';
import { readableDate } from '../model/order-card-date';

interface OrderCardProps {
  order: OrderSummary;
  onOpen: (orderQueryId: string) => void;
}

/** An order in the history: store, number, when, total and status; it opens Order Detail. */
export function OrderCard({ order, onOpen }: OrderCardProps) {
  const { t, i18n } = useTranslation();
  const { invoice } = order;
  return (
    <Card component="li" sx={{ listStyle: 'none', display: 'flex' }}>
      <CardActionArea
        onClick={() => onOpen(order.query_id)}
        aria-haspopup="dialog"
        sx={{ p: 2, display: 'flex', alignItems: 'stretch', gap: 1.5 }}
      >
        <CatalogImage
          src={order.store.logo_url}
          alt=""
          name={order.store.name}
          ratio="1 / 1"
          fit="contain"
          sx={{ width: 48, flexShrink: 0, borderRadius: '50%', alignSelf: 'flex-start' }}
        />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {/* On a narrow phone the chip moves under a long store name instead of squeezing it. */}
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              columnGap: 1,
              rowGap: 0.5,
            }}
          >
            <Typography
              component="span"
              variant="h5"
              sx={{ display: 'block', flex: '1 1 12ch', minWidth: 0, overflowWrap: 'break-word' }}
            >
              {order.store.name}
            </Typography>
            <OrderStatusChip status={order.status} />
          </Box>
          <Typography
            component="span"
            variant="body2"
            color="text.secondary"
            sx={{ display: 'block', mt: 0.25 }}
          >
            {t('orders.card.orderNumber', { number: invoice.short_order_id ?? '—' })}
            {' · '}
            {t('orders.card.items', { count: invoice.items_quantity })}
          </Typography>
          <Box component="span" sx={{ display: 'block', mt: 0.75, '&:empty': { display: 'none' } }}>
            <OrderProgressNotes order={order} dense />
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, mt: 1 }}>
            <Typography component="span" variant="body2" sx={{ flex: 1, minWidth: 0 }}>
              <Box component="time" dateTime={`${invoice.created_date}T${invoice.created_time}`}>
                {readableDate(invoice.created_date, i18n.language)}
                {' · '}
                {invoice.created_time}
              </Box>
            </Typography>
            <Money rupees={invoice.total_amount} sx={{ fontWeight: 700 }} />
          </Box>
        </Box>
        <ChevronIcon
          aria-hidden="true"
          sx={[{ alignSelf: 'center', color: 'text.secondary' }, flipInRtl]}
        />
      </CardActionArea>
    </Card>
  );
}
