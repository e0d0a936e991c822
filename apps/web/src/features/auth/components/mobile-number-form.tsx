import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  mobileFormSchema,
  type MobileFormInput,
  type MobileFormOutput,
} from '../model/mobile-form-schema';
import { FormError } from '../../../ui/form-error';
import { ControlledPhoneField } from './controlled-phone-field';

interface MobileNumberFormProps {
  intro: string;
  submitLabel: string;
  pending: boolean;
  /** The server's message, in red under the form. */
  error: string | null;
  /** Gets the number as sent: "+923001234567". */
  onSubmit: (mobileNumber: string) => void;
  defaultValue?: string;
}

/** Step 1 of sign-up and of the PIN reset: the mobile number in the +92 mask. */
export function MobileNumberForm({
  intro,
  submitLabel,
  pending,
  error,
  onSubmit,
  defaultValue = '',
}: MobileNumberFormProps) {
  const { control, handleSubmit } = useForm<MobileFormInput, unknown, MobileFormOutput>({
    resolver: zodResolver(mobileFormSchema),
    defaultValues: { mobile: defaultValue },
  });
  const submit = handleSubmit((values) => onSubmit(values.mobile));
  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <Stack spacing={2.5}>
        <Typography color="text.secondary">{intro}</Typography>
        <ControlledPhoneField
          control={control}
          name="mobile"
          labelKey="auth.login.mobileLabel"
          autoFocus
          disabled={pending}
        />
        <FormError message={error} />
        <Button type="submit" variant="contained" size="large" fullWidth loading={pending}>
          {submitLabel}
        </Button>
      </Stack>
    </Box>
  );
}
