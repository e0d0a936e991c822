import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Invoice } from '@sauda/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../ui/money';
import { billRows } from '../model/bill-rows';
import { BillPanel } from '../dialog/bill-panel';

interface OrderDetailDialogProps {
  open: boolean;
  onClose: () => void;
  invoice: Invoice;
  showTip: boolean;
}

function Heading({ children }: { children: string }) {
  return (
    <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
      {children}
    </Typography>
  );
}

/** 'Order Detail': bill, summary (order number, date, time), delivery address and items. */
export function OrderDetailDialog({ open, onClose, invoice, showTip }: OrderDetailDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const rows = billRows({
    invoice,
    voucherDiscount: invoice.voucher_discount,
    tip: invoice.driver_tip,
    showTip,
  });
  const summary: [string, string][] = [
    [t('checkout.placed.orderNumber'), invoice.short_order_id ?? '—'],
    [t('checkout.detail.date'), invoice.created_date],
    [t('checkout.detail.time'), invoice.created_time],
  ];
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('checkout.detail.title')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          <Heading>{t('checkout.detail.summary')}</Heading>
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1, m: 0 }}
          >
            {summary.map(([label, value]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <Typography component="dt" color="text.secondary">
                  {label}
                </Typography>
                <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
          <Divider />
          <Heading>{t('checkout.detail.address')}</Heading>
          <Typography>{invoice.delivery_address?.description ?? '—'}</Typography>
          <Divider />
          <Heading>{t('checkout.detail.items')}</Heading>
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {invoice.invoice_items.map((item) => (
              <Box component="li" key={item.id} sx={{ display: 'flex', gap: 2 }}>
                <Typography sx={{ flex: 1 }}>
                  {item.product_name}{' '}
                  <Typography component="span" color="text.secondary" variant="body2">
                    {t('checkout.detail.quantity', { count: item.quantity })}
                  </Typography>
                </Typography>
                <Money rupees={item.payble_amount} />
              </Box>
            ))}
          </Stack>
          <Divider />
          <Heading>{t('checkout.sections.bill')}</Heading>
          <BillPanel rows={rows} labelledBy={titleId} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('checkout.detail.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
