import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import TimerIcon from '@mui/icons-material/TimerOutlined';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { brand } from '../../../theme/tokens';
import { countdownParts } from '../hooks/countdown-parts';
import { useCountdown } from '../hooks/use-countdown';
import { DEAL_COUNTDOWN_SECONDS } from '../showcase-constants';

const twoDigits = (value: number) => String(value).padStart(2, '0');

interface DealCountdownProps {
  startSeconds?: number;
}

/**
 * The deal timer of SPEC §1: starts at 172800 s (48:00:00) on mount, ticks each second and ends
 * with "Deal ended". role="timer" keeps screen readers from announcing every second.
 */
export function DealCountdown({ startSeconds = DEAL_COUNTDOWN_SECONDS }: DealCountdownProps) {
  const { t } = useTranslation();
  const remaining = useCountdown(startSeconds);
  if (remaining === 0) {
    return (
      <Typography
        role="status"
        variant="subtitle2"
        sx={{ px: 1.5, py: 0.75, borderRadius: '12px', bgcolor: 'action.selected' }}
      >
        {t('showcase.deals.ended')}
      </Typography>
    );
  }
  const parts = countdownParts(remaining);
  const units = [parts.hours, parts.minutes, parts.seconds];
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <TimerIcon sx={{ color: 'text.secondary', fontSize: 20 }} />
      <Typography component="span" variant="body2" color="text.secondary" aria-hidden="true">
        {t('showcase.deals.endsIn')}
      </Typography>
      <Box
        role="timer"
        aria-label={t('showcase.deals.timerLabel', {
          hours: t('showcase.deals.hours', { count: parts.hours }),
          minutes: t('showcase.deals.minutes', { count: parts.minutes }),
          seconds: t('showcase.deals.seconds', { count: parts.seconds }),
        })}
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.5,
          fontVariantNumeric: 'tabular-nums',
          fontWeight: 700,
          // Digits read left to right in Urdu too.
          direction: 'ltr',
        }}
      >
        {units.map((value, index) => (
          <Fragment key={index}>
            {index > 0 && (
              <Box component="span" aria-hidden="true" sx={{ color: 'text.secondary' }}>
                :
              </Box>
            )}
            <Box
              component="span"
              sx={{
                minWidth: 34,
                px: 0.75,
                py: 0.25,
                textAlign: 'center',
                borderRadius: '8px',
                bgcolor: brand.accent,
                color: brand.text,
              }}
            >
              {twoDigits(value)}
            </Box>
          </Fragment>
        ))}
      </Box>
    </Box>
  );
}
