import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircleRounded';
import type { Invoice } from '@sauda/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormError } from '../../../ui/form-error';
import { OrderDetailDialog } from '../../orders';
import { DownloadReceiptButton } from '../../../shared/receipt/download-receipt-button';
import { useReceiptDownload } from '../../../shared/receipt/use-receipt-download';

interface OrderPlacedViewProps {
  invoice: Invoice;
  onClose: () => void;
  showTip: boolean;
}

/** After success: the order number, Close, Track Order, Download Receipt and Order Detail. */
export function OrderPlacedView({ invoice, onClose, showTip }: OrderPlacedViewProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const receipt = useReceiptDownload(invoice);
  const [detailOpen, setDetailOpen] = useState(false);
  return (
    <Stack
      spacing={3}
      sx={{
        alignItems: 'center',
        maxWidth: 520,
        mx: 'auto',
        py: { xs: 3, md: 6 },
        textAlign: 'center',
      }}
    >
      <CheckCircleIcon color="primary" sx={{ fontSize: 72 }} />
      <Typography>{t('checkout.placed.thanks')}</Typography>
      <Box>
        <Typography color="text.secondary" variant="body2">
          {t('checkout.placed.orderNumber')}
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700 }} data-testid="order-number">
          {invoice.short_order_id}
        </Typography>
      </Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ width: '100%', justifyContent: 'center' }}
      >
        <Button variant="contained" onClick={() => void navigate('/order/history')}>
          {t('checkout.placed.track')}
        </Button>
        <DownloadReceiptButton receipt={receipt} />
        <Button variant="text" onClick={() => setDetailOpen(true)}>
          {t('checkout.placed.detail')}
        </Button>
      </Stack>
      <FormError message={receipt.error} />
      <Button onClick={onClose}>{t('checkout.placed.close')}</Button>
      <OrderDetailDialog
        open={detailOpen}
        onClose={() => setDetailOpen(false)}
        invoice={invoice}
        showTip={showTip}
      />
    </Stack>
  );
}
