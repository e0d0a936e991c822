import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import SoundOnIcon from '@mui/icons-material/VolumeUpRounded';
import SoundOffIcon from '@mui/icons-material/VolumeOffRounded';
import { useTranslation } from 'react-i18next';
import type { ToneState } from './alert-tone';

interface SoundControlsProps {
  state: ToneState;
  muted: boolean;
  onMutedChange: (muted: boolean) => void;
  onEnable: () => void;
}

/**
 * The alert sound's switch, remembered on this browser; and "Enable sound" while the browser
 * holds the sound back until someone clicks on the page.
 */
export function SoundControls({ state, muted, onMutedChange, onEnable }: SoundControlsProps) {
  const { t } = useTranslation();
  if (state === 'unavailable') return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      {state === 'blocked' && !muted && (
        <Button variant="contained" color="secondary" size="small" onClick={onEnable}>
          {t('merchantOrders.sound.enable')}
        </Button>
      )}
      <Tooltip title={t('merchantOrders.sound.mute')}>
        <IconButton
          aria-pressed={muted}
          onClick={() => onMutedChange(!muted)}
          sx={{ border: 1, borderColor: 'divider' }}
        >
          {muted ? <SoundOffIcon /> : <SoundOnIcon color="primary" />}
        </IconButton>
      </Tooltip>
    </Box>
  );
}
