import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ReplayIcon from '@mui/icons-material/ReplayRounded';
import type { Order } from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../ui/form-error';
import { DownloadReceiptButton } from '../../../shared/receipt/download-receipt-button';
import { useReceiptDownload } from '../../../shared/receipt/use-receipt-download';
import { ReorderOutcomeNote } from '../reorder/reorder-outcome-note';
import { useReorder } from '../reorder/use-reorder';
import { CancelOrderButton } from './cancel-order-button';

interface OrderActionsProps {
  order: Order;
  onClose: () => void;
}

/** The popup's footer for an order: Cancel order, Download Receipt, Reorder and Close. */
export function OrderActions({ order, onClose }: OrderActionsProps) {
  const { t } = useTranslation();
  const receipt = useReceiptDownload(order.invoice);
  const reorder = useReorder(order);
  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <FormError message={receipt.error} />
      <FormError message={reorder.error} />
      {reorder.outcome && (
        <ReorderOutcomeNote outcome={reorder.outcome} onGoToCart={reorder.goToCart} />
      )}
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
          alignItems: 'center',
          '& > .MuiButton-root': { flex: { xs: '1 1 auto', sm: '0 0 auto' } },
        }}
      >
        <CancelOrderButton order={order} />
        <Box sx={{ flex: 1, display: { xs: 'none', sm: 'block' } }} />
        <DownloadReceiptButton receipt={receipt} />
        <Button
          variant="contained"
          startIcon={<ReplayIcon />}
          onClick={() => void reorder.reorder()}
          loading={reorder.pending}
          loadingPosition="start"
        >
          {t('orders.reorder.button')}
        </Button>
        <Button onClick={onClose}>{t('checkout.detail.close')}</Button>
      </Box>
    </Stack>
  );
}
