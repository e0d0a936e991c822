import Box from '@mui/material/Box';
import CashIcon from '@mui/icons-material/PaymentsOutlined';
import CommissionIcon from '@mui/icons-material/PercentOutlined';
import DiscountIcon from '@mui/icons-material/LocalOfferOutlined';
import NetIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import OrdersIcon from '@mui/icons-material/ReceiptLongOutlined';
import ValueIcon from '@mui/icons-material/ShoppingBasketOutlined';
import type { TransactionsAnswer } from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import { formatRupees } from '../../../../ui/money';
import { KpiCard } from '../../dashboard/components/kpi-card';
import { formatCount } from '../../dashboard/model/count-format';
import { figuresGridSx } from './figures-grid';

type Totals = TransactionsAnswer['totals'];

/** "Rs 120.00" never split between the currency and the amount inside a sentence. */
const unbroken = (money: string) => money.replace(' ', '\u00A0');

/** The range at a glance, over every line and not only the page on screen. */
export function TotalsCards({ totals }: { totals: Totals }) {
  const { t, i18n } = useTranslation();
  const key = (name: string) => `merchantMoney.transactions.totals.${name}`;
  return (
    <Box component="section" aria-label={t(key('label'))} sx={figuresGridSx}>
      <KpiCard
        label={t(key('orders'))}
        value={formatCount(totals.orders_delivered, i18n.language)}
        hint={t(key('ordersCancelled'), { count: totals.orders_cancelled })}
        icon={<OrdersIcon />}
      />
      <KpiCard
        label={t(key('orderValue'))}
        value={formatRupees(totals.order_value)}
        hint={t(key('orderValueHint'))}
        icon={<ValueIcon />}
      />
      <KpiCard
        label={t(key('discounts'))}
        value={formatRupees(totals.items_discount + totals.voucher_store)}
        hint={t(key('discountsHint'), {
          items: unbroken(formatRupees(totals.items_discount)),
          voucher: unbroken(formatRupees(totals.voucher_store)),
        })}
        icon={<DiscountIcon />}
      />
      <KpiCard
        label={t(key('commission'))}
        value={formatRupees(totals.commission)}
        hint={t(key('commissionHint'))}
        icon={<CommissionIcon />}
      />
      <KpiCard
        label={t(key('cash'))}
        value={formatRupees(totals.cash_collected)}
        hint={t(key('cashHint'))}
        icon={<CashIcon />}
      />
      <KpiCard
        label={t(key('net'))}
        value={formatRupees(totals.net_due_to_store)}
        hint={t(key('netHint'))}
        icon={<NetIcon />}
        highlight
      />
    </Box>
  );
}
