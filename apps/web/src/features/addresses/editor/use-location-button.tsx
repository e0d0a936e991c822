import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MyLocationIcon from '@mui/icons-material/MyLocationRounded';
import { useTranslation } from 'react-i18next';

interface UseLocationButtonProps {
  locating: boolean;
  onLocate: () => void;
}

/** "Use my location", floating over the map's corner. */
export function UseLocationButton({ locating, onLocate }: UseLocationButtonProps) {
  const { t } = useTranslation();
  return (
    <Button
      variant="contained"
      color="inherit"
      size="small"
      onClick={onLocate}
      disabled={locating}
      startIcon={
        locating ? <CircularProgress size={16} aria-hidden /> : <MyLocationIcon color="primary" />
      }
      sx={{
        position: 'absolute',
        top: 10,
        right: 10,
        zIndex: 1000,
        bgcolor: 'background.paper',
        color: 'text.primary',
        fontWeight: 600,
        boxShadow: '0 1px 4px rgba(28, 31, 30, 0.2)',
        '&:hover': { bgcolor: 'background.paper' },
      }}
    >
      {locating ? t('addressEditor.location.locating') : t('addressEditor.location.use')}
    </Button>
  );
}
