import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { NAME_MAX_LENGTH, keepLettersWithSpaces } from '@sauda/domain';
import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../../ui/form-error';
import { NewPinFields } from '../../components/new-pin-fields';
import { StepActions } from '../../components/step-actions';
import { fieldErrorText } from '../../model/field-error-text';
import {
  signUpDetailsSchema,
  type SignUpDetailsInput,
  type SignUpDetailsOutput,
} from '../../model/signup-details-schema';

interface SignupDetailsStepProps {
  onSubmit: (details: SignUpDetailsOutput) => void;
  pending: boolean;
  error: string | null;
  /** Shown with the error, e.g. a way to log in when the automatic login failed. */
  errorAction?: ReactNode;
  onBack: () => void;
}

const today = () => new Date().toISOString().slice(0, 10);

/** Sign-up step 3: full name and PIN (twice); email and date of birth are optional. */
export function SignupDetailsStep({
  onSubmit,
  pending,
  error,
  errorAction,
  onBack,
}: SignupDetailsStepProps) {
  const { t } = useTranslation();
  const { control, handleSubmit } = useForm<SignUpDetailsInput, unknown, SignUpDetailsOutput>({
    resolver: zodResolver(signUpDetailsSchema),
    defaultValues: { fullName: '', pin: '', confirmPin: '', email: '', dob: '' },
  });
  const submit = handleSubmit(onSubmit);

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <Stack spacing={2.5}>
        <Typography color="text.secondary">{t('auth.signup.detailsIntro')}</Typography>
        <Controller
          control={control}
          name="fullName"
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              onChange={(event) => field.onChange(keepLettersWithSpaces(event.target.value))}
              label={t('auth.fields.fullName')}
              error={Boolean(fieldState.error)}
              helperText={fieldErrorText(t, fieldState.error?.message)}
              autoComplete="name"
              autoFocus
              fullWidth
              disabled={pending}
              slotProps={{ htmlInput: { maxLength: NAME_MAX_LENGTH } }}
            />
          )}
        />
        <NewPinFields control={control} pinLabelKey="auth.fields.pin" disabled={pending} />
        <Controller
          control={control}
          name="email"
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              type="email"
              label={t('auth.fields.email')}
              error={Boolean(fieldState.error)}
              helperText={fieldErrorText(t, fieldState.error?.message)}
              autoComplete="email"
              fullWidth
              disabled={pending}
            />
          )}
        />
        <Controller
          control={control}
          name="dob"
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              type="date"
              label={t('auth.fields.dob')}
              error={Boolean(fieldState.error)}
              helperText={fieldErrorText(t, fieldState.error?.message)}
              autoComplete="bday"
              fullWidth
              disabled={pending}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today() } }}
            />
          )}
        />
        <FormError message={error}>{errorAction}</FormError>
        <StepActions
          backLabel={t('auth.signup.back')}
          onBack={onBack}
          backDisabled={pending}
          submitLabel={t('auth.signup.createAccount')}
          pending={pending}
        />
      </Stack>
    </Box>
  );
}
