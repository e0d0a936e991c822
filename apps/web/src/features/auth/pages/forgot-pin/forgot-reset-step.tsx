import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { displayNumber } from '../../model/display-number';
import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CodeEntry } from '../../components/code-entry';
import { FormError } from '../../../../ui/form-error';
import { NewPinFields } from '../../components/new-pin-fields';
import { StepActions } from '../../components/step-actions';
import { fieldErrorText } from '../../model/field-error-text';
import type { OtpSend } from '../../model/otp-send';
import { resetPinSchema, type ResetPinInput } from '../../model/reset-pin-schema';

interface ForgotResetStepProps {
  mobileNumber: string;
  otpSend: OtpSend;
  onSubmit: (values: { code: string; pin: string }) => void;
  pending: boolean;
  error: string | null;
  errorAction?: ReactNode;
  onResend: () => void;
  resending: boolean;
  resendError: string | null;
  resentNotice: string | null;
  onChangeNumber: () => void;
}

/** PIN reset step 2: the code sent to the number and the new PIN, typed twice. */
export function ForgotResetStep(props: ForgotResetStepProps) {
  const { t } = useTranslation();
  const { control, handleSubmit } = useForm<ResetPinInput>({
    resolver: zodResolver(resetPinSchema),
    defaultValues: { code: '', pin: '', confirmPin: '' },
  });
  const submit = handleSubmit((values) => props.onSubmit({ code: values.code, pin: values.pin }));

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <Stack spacing={2.5}>
        <Typography color="text.secondary">
          {t('auth.forgot.resetIntro', { number: displayNumber(props.mobileNumber) })}
        </Typography>
        <Controller
          control={control}
          name="code"
          render={({ field, fieldState }) => (
            <CodeEntry
              mobileNumber={props.mobileNumber}
              otpSend={props.otpSend}
              value={field.value}
              onChange={field.onChange}
              error={fieldErrorText(t, fieldState.error?.message)}
              disabled={props.pending}
              onResend={props.onResend}
              resending={props.resending}
              resendError={props.resendError}
              resentNotice={props.resentNotice}
            />
          )}
        />
        <NewPinFields control={control} pinLabelKey="auth.fields.newPin" disabled={props.pending} />
        <FormError message={props.error}>{props.errorAction}</FormError>
        <StepActions
          backLabel={t('auth.otp.changeNumber')}
          onBack={props.onChangeNumber}
          backDisabled={props.pending}
          submitLabel={t('auth.forgot.submit')}
          pending={props.pending}
        />
      </Stack>
    </Box>
  );
}
