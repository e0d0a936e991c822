import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { OTP_LENGTH } from '@sauda/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeEntry, displayNumber } from '../../auth';
import { FormError } from '../../../ui/form-error';
import type { GuestVerification } from './use-guest-verification';

/** The 6-digit code dialog of guest verification; six digits verify by themselves. */
export function GuestCodeDialog({ guest }: { guest: GuestVerification }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [code, setCode] = useState('');
  const sent = guest.codeSent;
  const verify = (value: string) => {
    const digits = value.replace(/\D/g, '');
    if (digits.length === OTP_LENGTH) void guest.submitCode(digits);
  };
  return (
    <Dialog
      open={sent !== null}
      onClose={guest.cancelCode}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{t('checkout.guest.codeTitle')}</DialogTitle>
      <DialogContent>
        {sent && (
          <Stack spacing={2}>
            <Typography color="text.secondary">
              {t('auth.otp.sentTo', { number: displayNumber(sent.mobileNumber) })}
            </Typography>
            <CodeEntry
              mobileNumber={sent.mobileNumber}
              otpSend={sent.otpSend}
              value={code}
              onChange={(value) => {
                setCode(value);
                guest.clearCodeError();
              }}
              onComplete={verify}
              error={undefined}
              disabled={guest.verifying}
              onResend={() => void guest.resend()}
              resending={guest.resending}
              resendError={guest.resendError}
              resentNotice={null}
            />
            <FormError message={guest.codeError} />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={guest.cancelCode}>{t('checkout.guest.cancel')}</Button>
        <Button
          variant="contained"
          onClick={() => verify(code)}
          disabled={code.replace(/\D/g, '').length !== OTP_LENGTH}
          loading={guest.verifying}
        >
          {t('auth.otp.verify')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
