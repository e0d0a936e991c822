import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/CloseRounded';
import PrintIcon from '@mui/icons-material/PrintOutlined';
import type { MerchantOrder } from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import { OrderStatusChip } from '../../../orders';
import { ElapsedTime } from '../queue/elapsed-time';
import { orderNumber } from '../model/order-summary';

interface OrderDetailHeaderProps {
  titleId: string;
  /** Null while the order loads. */
  order: MerchantOrder | null;
  onClose: () => void;
}

/** The detail's title bar: the order number and status, Print ticket, and Close. */
export function OrderDetailHeader({ titleId, order, onClose }: OrderDetailHeaderProps) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: 1,
        px: { xs: 2, sm: 3 },
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>
        <Typography id={titleId} component="h2" variant="h4">
          {order
            ? t('merchantOrders.card.title', { number: orderNumber(order) })
            : t('merchantOrders.detail.title')}
        </Typography>
        {order && (
          <Typography variant="body2" color="text.secondary">
            <ElapsedTime order={order} />
          </Typography>
        )}
      </Box>
      {order && <OrderStatusChip status={order.status} size="medium" />}
      {order && (
        <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>
          {t('merchantOrders.detail.print')}
        </Button>
      )}
      <IconButton onClick={onClose} aria-label={t('merchantOrders.detail.close')} edge="end">
        <CloseIcon />
      </IconButton>
    </Box>
  );
}
