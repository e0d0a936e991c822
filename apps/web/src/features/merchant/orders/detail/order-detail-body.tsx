import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import type { MerchantOrder } from '@sauda/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BillPanel } from '../../../../shared/bill/bill-panel';
import { billRows } from '../../../../shared/bill/bill-rows';
import { OrderProgressNotes, OrderStatusTimeline } from '../../../orders';
import { CancelOrderAction } from '../actions/cancel-order-action';
import { OrderStepAction } from '../actions/order-step-action';
import { AutoCancelCountdown } from '../queue/auto-cancel-countdown';
import { CustomerSection } from './customer-section';
import { DeliverySection } from './delivery-section';
import { DetailSection } from './detail-section';
import { ItemsSection } from './items-section';

interface OrderDetailBodyProps {
  order: MerchantOrder;
  storeId: string;
  onActed: () => void;
}

/**
 * Everything about one order, the step to take first: the actions, the customer to call, where
 * it goes, what to prepare, the bill and how far it has come.
 */
export function OrderDetailBody({ order, storeId, onActed }: OrderDetailBodyProps) {
  const { t } = useTranslation();
  const billId = useId();
  const { invoice } = order;
  const rows = billRows({
    invoice,
    voucherDiscount: invoice.voucher_discount,
    tip: invoice.driver_tip,
    showTip: invoice.driver_tip > 0,
  });
  return (
    <Stack spacing={2.5} divider={<Divider flexItem />}>
      <Stack spacing={1.5}>
        <AutoCancelCountdown order={order} />
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1,
            alignItems: 'flex-start',
            '& > *': { flex: { xs: '1 1 100%', sm: '0 0 auto' } },
          }}
        >
          <OrderStepAction order={order} storeId={storeId} onActed={onActed} />
          <CancelOrderAction order={order} storeId={storeId} />
        </Box>
        <OrderProgressNotes order={order} />
      </Stack>
      <CustomerSection order={order} />
      <ItemsSection invoice={invoice} />
      <DeliverySection address={order.address ?? invoice.delivery_address} />
      <DetailSection title={t('checkout.sections.bill')} headingId={billId}>
        <BillPanel rows={rows} labelledBy={billId} />
      </DetailSection>
      <DetailSection title={t('merchantOrders.detail.progress')}>
        <OrderStatusTimeline order={order} />
      </DetailSection>
    </Stack>
  );
}
