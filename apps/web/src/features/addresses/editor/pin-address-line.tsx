import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import PinIcon from '@mui/icons-material/PlaceRounded';
import TapIcon from '@mui/icons-material/TouchAppOutlined';
import WarningIcon from '@mui/icons-material/ErrorOutlineRounded';
import { ADDRESS_MESSAGES } from '@sauda/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pinAddressText } from './pin-address-text';
import type { PinLineState } from './pin-line-state';

function Line({ icon, tone, children }: { icon: ReactNode; tone: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: tone, minHeight: 24 }}>
      {icon}
      <Box component="span" sx={{ fontSize: 15, lineHeight: 1.4 }}>
        {children}
      </Box>
    </Box>
  );
}

/** Under the map: a hint before any pin, then the pin's address as the shopper moves it. */
export function PinAddressLine({ state }: { state: PinLineState }) {
  const { t } = useTranslation();
  return (
    <Box aria-live="polite" aria-atomic="true">
      {state.kind === 'none' && (
        <Line icon={<TapIcon fontSize="small" aria-hidden />} tone="text.secondary">
          {t('addressEditor.pin.hint')}
        </Line>
      )}
      {state.kind === 'looking' && (
        <Line icon={<CircularProgress size={18} aria-hidden />} tone="text.secondary">
          {t('addressEditor.pin.loading')}
        </Line>
      )}
      {state.kind === 'found' && (
        <Line icon={<PinIcon fontSize="small" color="primary" aria-hidden />} tone="text.primary">
          <Box component="strong" sx={{ fontWeight: 600 }}>
            {t('addressEditor.pin.prefix')}
          </Box>{' '}
          {pinAddressText(state.location)}
        </Line>
      )}
      {state.kind === 'unknown' && (
        <Line icon={<PinIcon fontSize="small" color="primary" aria-hidden />} tone="text.secondary">
          {t('addressEditor.pin.unknown')}
        </Line>
      )}
      {state.kind === 'outside' && (
        <Line icon={<WarningIcon fontSize="small" aria-hidden />} tone="error.main">
          {ADDRESS_MESSAGES.outsidePakistan}
        </Line>
      )}
    </Box>
  );
}
