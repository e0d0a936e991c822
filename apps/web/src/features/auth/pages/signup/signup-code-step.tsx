import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { OTP_LENGTH } from '@sauda/domain';
import { displayNumber } from '../../model/display-number';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeEntry } from '../../components/code-entry';
import { FormError } from '../../../../ui/form-error';
import { StepActions } from '../../components/step-actions';
import type { OtpSend } from '../../model/otp-send';
import { OTP_INCOMPLETE_KEY } from '../../model/reset-pin-schema';

interface SignupCodeStepProps {
  mobileNumber: string;
  otpSend: OtpSend;
  onVerify: (code: string) => void;
  verifying: boolean;
  /** Why the code failed: the server's message or "Something went wrong!". */
  verifyError: string | null;
  onCodeEdited: () => void;
  onResend: () => void;
  resending: boolean;
  resendError: string | null;
  resent: boolean;
  onChangeNumber: () => void;
}

/** Sign-up step 2: the 6-digit code sent to the number; six digits verify by themselves. */
export function SignupCodeStep(props: SignupCodeStepProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [incomplete, setIncomplete] = useState(false);

  const verify = (value: string) => {
    const digits = value.replace(/\D/g, '');
    setIncomplete(digits.length !== OTP_LENGTH);
    if (digits.length === OTP_LENGTH) props.onVerify(digits);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    verify(code);
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
      <Typography color="text.secondary">
        {t('auth.otp.sentTo', { number: displayNumber(props.mobileNumber) })}
      </Typography>
      <CodeEntry
        mobileNumber={props.mobileNumber}
        otpSend={props.otpSend}
        value={code}
        onChange={(value) => {
          setCode(value);
          setIncomplete(false);
          props.onCodeEdited();
        }}
        onComplete={verify}
        error={incomplete ? t(OTP_INCOMPLETE_KEY) : undefined}
        disabled={props.verifying}
        onResend={props.onResend}
        resending={props.resending}
        resendError={props.resendError}
        resentNotice={props.resent ? t('auth.otp.resent') : null}
      />
      <FormError message={props.verifyError} />
      <StepActions
        backLabel={t('auth.otp.changeNumber')}
        onBack={props.onChangeNumber}
        submitLabel={t('auth.otp.verify')}
        pending={props.verifying}
      />
    </Stack>
  );
}
