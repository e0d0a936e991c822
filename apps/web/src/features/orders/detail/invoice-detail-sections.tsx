import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Invoice } from '@sauda/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../ui/money';
import { BillPanel } from '../../../shared/bill/bill-panel';
import { billRows } from '../../../shared/bill/bill-rows';
import { DetailHeading } from './detail-heading';

interface InvoiceDetailSectionsProps {
  invoice: Invoice;
  showTip: boolean;
}

/** What every placed invoice shows: summary (order number, date, time), address, items, bill. */
export function InvoiceDetailSections({ invoice, showTip }: InvoiceDetailSectionsProps) {
  const { t } = useTranslation();
  const billId = useId();
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
    <Stack spacing={2.5}>
      <DetailHeading>{t('checkout.detail.summary')}</DetailHeading>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1, m: 0 }}>
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
      <DetailHeading>{t('checkout.detail.address')}</DetailHeading>
      <Typography sx={{ overflowWrap: 'anywhere' }}>
        {invoice.delivery_address?.description ?? '—'}
      </Typography>
      <Divider />
      <DetailHeading>{t('checkout.detail.items')}</DetailHeading>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {invoice.invoice_items.map((item) => (
          <Box component="li" key={item.id} sx={{ display: 'flex', gap: 2 }}>
            <Typography sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
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
      <DetailHeading id={billId}>{t('checkout.sections.bill')}</DetailHeading>
      <BillPanel rows={rows} labelledBy={billId} />
    </Stack>
  );
}
