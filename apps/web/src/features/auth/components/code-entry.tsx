import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { OtpSend } from '../model/otp-send';
import { DemoCodeNotice } from './demo-code-notice';
import { FormError } from '../../../ui/form-error';
import { OtpInput } from './otp-input';
import { ResendCodeButton } from './resend-code-button';

interface CodeEntryProps {
  mobileNumber: string;
  otpSend: OtpSend;
  value: string;
  onChange: (value: string) => void;
  onComplete?: (code: string) => void;
  /** A message about the code itself (incomplete, wrong, expired). */
  error: string | undefined;
  disabled: boolean;
  onResend: () => void;
  resending: boolean;
  /** The server's message when a resend failed, in red under the resend action. */
  resendError: string | null;
  /** Shown after a resend went out. */
  resentNotice: string | null;
}

/** The six code boxes with their resend action and, on a demo install, the code itself. */
export function CodeEntry(props: CodeEntryProps) {
  const { t } = useTranslation();
  const { mobileNumber, otpSend } = props;
  return (
    <Stack spacing={1.5}>
      <OtpInput
        value={props.value}
        onChange={props.onChange}
        onComplete={props.onComplete}
        label={t('auth.otp.label')}
        error={props.error}
        disabled={props.disabled}
        autoFocus
      />
      <DemoCodeNotice mobileNumber={mobileNumber} sentAt={otpSend.sentAt} />
      <Box>
        <ResendCodeButton
          availableAt={otpSend.resendAvailableAt}
          onResend={props.onResend}
          pending={props.resending}
        />
      </Box>
      <FormError message={props.resendError} />
      {props.resentNotice && (
        <Alert severity="success" variant="outlined" role="status">
          {props.resentNotice}
        </Alert>
      )}
    </Stack>
  );
}
