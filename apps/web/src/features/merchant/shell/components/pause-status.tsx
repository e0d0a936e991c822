import Box from '@mui/material/Box';
import { karachiTime } from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import { brand } from '../../../../theme/tokens';
import type { StoreStatus } from '../model/store-status';

const DOT_COLOURS: Record<StoreStatus['kind'], string> = {
  open: brand.primary,
  paused: brand.accent,
  closed: brand.textSecondary,
};

/** "Open", "Paused until 14:30" (Karachi time) or "Closed", for the control and its label. */
export function useStatusText(status: StoreStatus): string {
  const { t } = useTranslation();
  switch (status.kind) {
    case 'open':
      return t('backOffice.pause.open');
    case 'closed':
      if (status.reason === 'holiday') return t('backOffice.pause.closedHoliday');
      if (status.reason === 'hours') return t('backOffice.pause.closedHours');
      if (status.reason === 'draft') return t('backOffice.pause.closedDraft');
      return t('backOffice.pause.closed');
    case 'paused':
      return status.untilReopened
        ? t('backOffice.pause.pausedUntilReopened')
        : t('backOffice.pause.pausedUntil', { time: karachiTime(status.until) });
  }
}

/** The coloured dot before the status: green open, saffron paused, grey closed. */
export function StatusDot({ status }: { status: StoreStatus }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        width: 10,
        height: 10,
        borderRadius: '50%',
        flexShrink: 0,
        bgcolor: DOT_COLOURS[status.kind],
        boxShadow: `0 0 0 3px ${status.kind === 'paused' ? brand.accentLight : brand.primaryLight}`,
      }}
    />
  );
}
