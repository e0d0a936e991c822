import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { NAME_MAX_LENGTH, keepWholeNumber } from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import { PhoneField } from '../../auth';

interface ReceiverFieldsProps {
  name: string;
  phone: string;
  onName: (name: string) => void;
  onPhone: (phone: string) => void;
  namePlaceholder: string | undefined;
  phoneError: string | undefined;
}

/** Receiver name and contact phone (mask +92 999 9999999; empty is fine). */
export function ReceiverFields(props: ReceiverFieldsProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} direction={{ xs: 'column', sm: 'row' }}>
      <TextField
        label={t('checkout.fields.receiverName')}
        value={props.name}
        onChange={(event) => props.onName(event.target.value)}
        placeholder={props.namePlaceholder}
        autoComplete="name"
        fullWidth
        slotProps={{ htmlInput: { maxLength: NAME_MAX_LENGTH } }}
      />
      <PhoneField
        name="contactPhone"
        label={t('checkout.fields.contactPhone')}
        value={props.phone}
        // Only the country code left means no number.
        onChange={(value) =>
          props.onPhone(['', '92'].includes(keepWholeNumber(value)) ? '' : value)
        }
        onBlur={() => undefined}
        error={props.phoneError}
      />
    </Stack>
  );
}
