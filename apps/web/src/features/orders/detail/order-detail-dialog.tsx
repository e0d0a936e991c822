import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { orderTypeOf, type Invoice, type Order } from '@sauda/domain';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OrderProgressNotes } from '../components/order-progress-notes';
import { OrderStatusChip } from '../components/order-status-chip';
import { DetailHeading } from './detail-heading';
import { HandoverCodePanel } from './handover-code-panel';
import { InvoiceDetailSections } from './invoice-detail-sections';
import { OrderActions } from './order-actions';
import { OrderStatusTimeline } from './order-status-timeline';

interface OrderDetailDialogProps {
  open: boolean;
  onClose: () => void;
  /** Null while the order is still on its way (a refreshed page): `placeholder` shows then. */
  invoice: Invoice | null;
  showTip: boolean;
  /** What the popup shows without an invoice: a skeleton, or why the order did not load. */
  placeholder?: ReactNode;
  /**
   * The order behind the invoice, when known (the order history): it adds the status
   * timeline, the handover code, Download Receipt, Cancel order and Reorder.
   */
  order?: Order;
}

function OrderProgress({ order }: { order: Order }) {
  const { t } = useTranslation();
  const headingId = useId();
  const active = orderTypeOf(order.status) === 'active';
  return (
    <Stack spacing={2.5}>
      <Box component="section" aria-labelledby={headingId}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
          <Box sx={{ flex: 1 }}>
            <DetailHeading id={headingId}>{t('orders.detail.status')}</DetailHeading>
          </Box>
          <OrderStatusChip status={order.status} />
        </Box>
        <OrderStatusTimeline order={order} />
        <Box sx={{ mt: 1.5, '&:empty': { display: 'none' } }}>
          <OrderProgressNotes order={order} />
        </Box>
      </Box>
      {active && order.handover_code && <HandoverCodePanel code={order.handover_code} />}
      <Divider />
    </Stack>
  );
}

/**
 * 'Order Detail': bill, summary (order number, date, time), delivery address and items; with
 * the order also its progress and what the shopper can do with it.
 */
export function OrderDetailDialog({
  open,
  onClose,
  invoice,
  showTip,
  order,
  placeholder,
}: OrderDetailDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
    >
      <DialogTitle id={titleId} component="h2">
        {t('checkout.detail.title')}
      </DialogTitle>
      {order && (
        <Typography color="text.secondary" variant="body2" sx={{ px: 3, mt: -1.5, pb: 1.5 }}>
          {t('orders.detail.store', { store: order.store.name })}
        </Typography>
      )}
      <DialogContent dividers>
        {order && <OrderProgress order={order} />}
        {invoice ? (
          <Box sx={{ mt: order ? 2.5 : 0 }}>
            <InvoiceDetailSections invoice={invoice} showTip={showTip} />
          </Box>
        ) : (
          placeholder
        )}
      </DialogContent>
      <DialogActions sx={{ px: { xs: 2, sm: 3 }, py: 1.5 }}>
        {order && invoice ? (
          <OrderActions order={order} onClose={onClose} />
        ) : (
          <Button onClick={onClose}>{t('checkout.detail.close')}</Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
