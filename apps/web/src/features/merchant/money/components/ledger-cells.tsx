import Box from '@mui/material/Box';
import type { Transaction } from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../../ui/money';

/** The order's number as the shopper and rider know it ("SD-4F7K2Q"), as the queue shows it. */
export function orderNumber(line: Transaction): string {
  return line.short_order_id ?? line.order_query_id;
}

/** The voucher discount, split by who bears it: the store or Sauda; a dash without one. */
export function VoucherCell({ line }: { line: Transaction }) {
  const { t } = useTranslation();
  const parts = [
    { key: 'store', amount: line.voucher_store },
    { key: 'platform', amount: line.voucher_platform },
  ].filter((part) => part.amount > 0);
  if (parts.length === 0) return <>—</>;
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column' }}>
      {parts.map((part) => (
        <span key={part.key}>
          {t(`merchantMoney.ledger.voucherBy.${part.key}`)} <Money rupees={part.amount} />
        </span>
      ))}
    </Box>
  );
}
