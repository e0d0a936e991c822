import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '../hooks/use-countdown';

interface ResendCodeButtonProps {
  /** Epoch ms from which a new code may be asked for (30 s after each send). */
  availableAt: number;
  onResend: () => void;
  pending: boolean;
}

/** "Resend code", disabled with a countdown for 30 seconds after each send (SPEC §4, §9). */
export function ResendCodeButton({ availableAt, onResend, pending }: ResendCodeButtonProps) {
  const { t } = useTranslation();
  const secondsLeft = useCountdown(availableAt);
  const waiting = secondsLeft > 0;
  return (
    <Button
      variant="text"
      onClick={onResend}
      disabled={waiting}
      loading={pending}
      loadingPosition="start"
      sx={{
        alignSelf: 'flex-start',
        px: 1,
        fontVariantNumeric: 'tabular-nums',
        // The countdown is information to read, not a greyed-out control.
        '&.Mui-disabled': { color: 'text.secondary' },
      }}
    >
      {waiting ? t('auth.otp.resendIn', { seconds: secondsLeft }) : t('auth.otp.resend')}
    </Button>
  );
}
