import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { DeliverySlot, Invoice } from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import { ASAP } from '../model/checkout-form';

interface DeliveryTimeSectionProps {
  value: string;
  onChange: (value: string) => void;
  slots: readonly DeliverySlot[];
  deliveryTime: Invoice['merchant']['delivery_time'];
  labelledBy: string;
}

const minutesOf = (time: Invoice['merchant']['delivery_time']) =>
  time.day * 24 * 60 + time.hour * 60 + time.minute;

/** ASAP or one of the invoice's delivery slots (today and tomorrow). */
export function DeliveryTimeSection(props: DeliveryTimeSectionProps) {
  const { t } = useTranslation();
  const minutes = minutesOf(props.deliveryTime);
  return (
    <RadioGroup
      aria-labelledby={props.labelledBy}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
    >
      <FormControlLabel
        value={ASAP}
        control={<Radio />}
        label={
          minutes > 0
            ? `${t('checkout.deliveryTime.asap')} · ${t('checkout.deliveryTime.asapHint', { minutes })}`
            : t('checkout.deliveryTime.asap')
        }
      />
      {props.slots.map((slot) => (
        <FormControlLabel
          key={slot.starts_at}
          value={slot.starts_at}
          control={<Radio />}
          label={slot.label}
        />
      ))}
    </RadioGroup>
  );
}
