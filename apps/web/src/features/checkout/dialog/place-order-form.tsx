import { isBusinessUser } from '@sauda/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeliveryIcon from '@mui/icons-material/DeliveryDiningOutlined';
import PaymentsIcon from '@mui/icons-material/PaymentsOutlined';
import type { Invoice } from '@sauda/domain';
import { INVOICE_NOTE_MAX_LENGTH } from '@sauda/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../ui/form-error';
import { useAuth } from '../../auth';
import { useSelectedAddress } from '../../addresses';
import { GuestSection } from '../guest/guest-section';
import { GuestVerified } from '../guest/guest-verified';
import { useGuestVerification } from '../guest/use-guest-verification';
import { billRows } from '../../../shared/bill/bill-rows';
import { initialCheckoutForm, type CheckoutForm } from '../model/checkout-form';
import { tipRupees } from '../model/tip-input';
import { AddressSection } from '../sections/address-section';
import { CheckoutSection } from '../sections/checkout-section';
import { ChoiceChip } from '../sections/choice-chip';
import { DeliveryTimeSection } from '../sections/delivery-time-section';
import { TipSection } from '../sections/tip-section';
import { useVoucher } from '../voucher/use-voucher';
import { VoucherSection } from '../voucher/voucher-section';
import { BillPanel } from '../../../shared/bill/bill-panel';
import { PlacingOverlay } from './placing-overlay';
import { ReceiverFields } from './receiver-fields';
import { usePlaceOrder } from './use-place-order';

interface PlaceOrderFormProps {
  invoice: Invoice;
  onInvoice: (invoice: Invoice) => void;
  onPlaced: (invoice: Invoice) => Promise<void>;
}

/** The sections of 'Place Your Order' beside the bill (two columns from md up). */
export function PlaceOrderForm({ invoice, onInvoice, onPlaced }: PlaceOrderFormProps) {
  const { t } = useTranslation();
  const ids = useId();
  const { user, isGuest } = useAuth();
  const [startedAsGuest] = useState(isGuest);
  const address = useSelectedAddress();
  const canTip = !isBusinessUser(user?.trade_types);
  const [form, setForm] = useState<CheckoutForm>(initialCheckoutForm);
  const set = <K extends keyof CheckoutForm>(key: K, value: CheckoutForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));
  const userQueryId = user?.query_id ?? '';
  const voucher = useVoucher(invoice, onInvoice);
  const guest = useGuestVerification(userQueryId);
  const order = usePlaceOrder({
    invoice,
    form,
    address,
    user,
    isGuest,
    canTip,
    voucherId: voucher.applied?.id ?? null,
    onPlaced,
  });
  const rows = billRows({
    invoice,
    voucherDiscount: voucher.applied?.discount_amount ?? 0,
    tip: tipRupees(form.tip),
    showTip: canTip,
  });
  const problemFor = (field: string) =>
    order.problem?.field === field ? order.problem.message : null;
  const sectionId = (name: string) => `${ids}-${name}`;

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 360px' },
        alignItems: 'start',
      }}
    >
      <Stack spacing={2}>
        <CheckoutSection id={sectionId('type')} title={t('checkout.sections.deliveryType')}>
          <ChoiceChip icon={<DeliveryIcon />} label={t('checkout.deliveryType.delivery')} />
        </CheckoutSection>
        <CheckoutSection id={sectionId('address')} title={t('checkout.sections.address')}>
          <AddressSection address={address} />
        </CheckoutSection>
        <CheckoutSection id={sectionId('time')} title={t('checkout.sections.deliveryTime')}>
          <DeliveryTimeSection
            labelledBy={sectionId('time')}
            value={form.deliveryTime}
            onChange={(value) => set('deliveryTime', value)}
            slots={invoice.delivery_slots}
            deliveryTime={invoice.merchant.delivery_time}
          />
        </CheckoutSection>
        <CheckoutSection id={sectionId('payment')} title={t('checkout.sections.payment')}>
          <ChoiceChip
            icon={<PaymentsIcon />}
            label={t('checkout.payment.cash')}
            hint={t('checkout.payment.cashHint')}
          />
        </CheckoutSection>
        <CheckoutSection id={sectionId('voucher')} title={t('checkout.sections.voucher')}>
          <VoucherSection
            voucher={voucher}
            userQueryId={userQueryId}
            storeQueryId={invoice.merchant.query_id}
          />
        </CheckoutSection>
        {canTip && (
          <CheckoutSection id={sectionId('tip')} title={t('checkout.sections.tip')}>
            <TipSection value={form.tip} onChange={(value) => set('tip', value)} />
          </CheckoutSection>
        )}
        <CheckoutSection id={sectionId('notes')} title={t('checkout.sections.notes')}>
          <TextField
            label={t('checkout.fields.note')}
            placeholder={t('checkout.fields.notePlaceholder')}
            value={form.note}
            onChange={(event) => set('note', event.target.value)}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: INVOICE_NOTE_MAX_LENGTH } }}
          />
        </CheckoutSection>
        <CheckoutSection id={sectionId('receiver')} title={t('checkout.sections.receiver')}>
          <ReceiverFields
            name={form.receiverName}
            phone={form.contactPhone}
            onName={(value) => set('receiverName', value)}
            onPhone={(value) => set('contactPhone', value)}
            namePlaceholder={user?.full_name ?? undefined}
            phoneError={problemFor('contactPhone') ?? undefined}
          />
        </CheckoutSection>
        {startedAsGuest && (
          <CheckoutSection id={sectionId('guest')} title={t('checkout.sections.guest')}>
            {isGuest ? (
              <GuestSection guest={guest} contactPhone={form.contactPhone} />
            ) : (
              <GuestVerified name={user?.full_name ?? ''} />
            )}
          </CheckoutSection>
        )}
      </Stack>
      <Paper
        component="aside"
        aria-labelledby={sectionId('bill')}
        variant="outlined"
        sx={{ p: 2.5, borderRadius: 3, position: { md: 'sticky' }, top: { md: 16 } }}
      >
        <Stack spacing={2}>
          <Typography
            id={sectionId('bill')}
            variant="subtitle1"
            component="h2"
            sx={{ fontWeight: 700 }}
          >
            {t('checkout.sections.bill')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('checkout.bill.items', {
              count: invoice.invoice_items.reduce((sum, item) => sum + item.quantity, 0),
              store: invoice.merchant.name,
            })}
          </Typography>
          <BillPanel rows={rows} labelledBy={sectionId('bill')} />
          <Button variant="contained" size="large" onClick={() => void order.place()} fullWidth>
            {t('checkout.place')}
          </Button>
          <FormError
            message={
              order.error ??
              (order.problem?.field === 'contactPhone' ? null : order.problem?.message)
            }
          />
        </Stack>
      </Paper>
      <PlacingOverlay open={order.placing} />
    </Box>
  );
}
