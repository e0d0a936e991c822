import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ReplayIcon from '@mui/icons-material/Replay';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineRounded';
import { useTranslation } from 'react-i18next';

interface ErrorPanelProps {
  onRetry: () => void;
  /** A sentence for this section; defaults to a generic "didn't load" message. */
  message?: string;
  compact?: boolean;
}

/** The friendly error state of a page section: what happened and a Retry button. */
export function ErrorPanel({ onRetry, message, compact = false }: ErrorPanelProps) {
  const { t } = useTranslation();
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return (
    <Paper
      role="alert"
      variant="outlined"
      sx={{
        p: compact ? 2 : { xs: 3, md: 4 },
        textAlign: 'center',
        borderStyle: 'dashed',
        bgcolor: 'background.paper',
      }}
    >
      <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
        <ErrorOutlineIcon color="error" sx={{ fontSize: compact ? 28 : 40 }} />
        <Typography variant={compact ? 'subtitle2' : 'h4'} component="p">
          {t('errors.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 420 }}>
          {offline ? t('errors.offline') : (message ?? t('errors.body'))}
        </Typography>
        <Button variant="contained" startIcon={<ReplayIcon />} onClick={onRetry}>
          {t('errors.retry')}
        </Button>
      </Stack>
    </Paper>
  );
}
