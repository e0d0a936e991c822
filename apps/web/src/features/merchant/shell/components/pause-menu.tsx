import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TimerIcon from '@mui/icons-material/TimerOutlined';
import PauseIcon from '@mui/icons-material/PauseCircleOutlineRounded';
import PlayIcon from '@mui/icons-material/PlayCircleOutlineRounded';
import { PAUSE_CHOICES_MINUTES } from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import type { PauseChoice } from '../model/pause-until';

interface PauseMenuProps {
  id: string;
  anchor: HTMLElement | null;
  paused: boolean;
  onClose: () => void;
  /** A pause, or null to take orders again. */
  onChoose: (choice: PauseChoice | null) => void;
}

/** Pause for 15, 30 or 60 minutes, until reopened, or reopen now. */
export function PauseMenu({ id, anchor, paused, onClose, onChoose }: PauseMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { minWidth: 240, mt: 0.5 } } }}
    >
      <ListSubheader sx={{ lineHeight: 2.5 }}>{t('backOffice.pause.menuTitle')}</ListSubheader>
      {PAUSE_CHOICES_MINUTES.map((minutes) => (
        <MenuItem key={minutes} onClick={() => onChoose(minutes)}>
          <ListItemIcon>
            <TimerIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('backOffice.pause.forMinutes', { count: minutes })}</ListItemText>
        </MenuItem>
      ))}
      <MenuItem onClick={() => onChoose('untilReopened')}>
        <ListItemIcon>
          <PauseIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{t('backOffice.pause.untilReopened')}</ListItemText>
      </MenuItem>
      <Divider />
      <MenuItem disabled={!paused} onClick={() => onChoose(null)}>
        <ListItemIcon>
          <PlayIcon fontSize="small" color="primary" />
        </ListItemIcon>
        <ListItemText>{t('backOffice.pause.reopen')}</ListItemText>
      </MenuItem>
    </Menu>
  );
}
