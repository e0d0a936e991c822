import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import PhoneIcon from '@mui/icons-material/PhoneRounded';
import type { MerchantOrder } from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import { customerName } from '../model/order-summary';
import { DetailSection } from './detail-section';

function PhoneLink({ number }: { number: string }) {
  return (
    <Link
      href={`tel:${number.replace(/[^\d+]/g, '')}`}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, fontWeight: 600 }}
    >
      <PhoneIcon aria-hidden="true" fontSize="small" />
      <span dir="ltr">{number}</span>
    </Link>
  );
}

/** Who ordered, with a phone number to call; the receiver too when someone else takes it. */
export function CustomerSection({ order }: { order: MerchantOrder }) {
  const { t } = useTranslation();
  const name = customerName(order);
  const phone = order.customer.mobile_number;
  const { recipient_name: receiver, recipient_phone_number: receiverPhone } = order.invoice;
  const otherReceiver =
    (receiver && receiver !== order.customer.full_name) ||
    (receiverPhone && receiverPhone !== phone);
  return (
    <DetailSection title={t('merchantOrders.detail.customer')}>
      <Typography sx={{ fontWeight: 600 }}>{name ?? t('merchantOrders.card.noName')}</Typography>
      {phone && <PhoneLink number={phone} />}
      {otherReceiver && (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('merchantOrders.detail.receiver', { name: receiver ?? '—' })}
          </Typography>
          {receiverPhone && <PhoneLink number={receiverPhone} />}
        </>
      )}
    </DetailSection>
  );
}
