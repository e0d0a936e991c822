import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Shown for the moment the map code loads, at the size of the map step. */
export function EditorLoading() {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      sx={{
        minHeight: { xs: '100%', md: 520 },
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        color: 'text.secondary',
      }}
    >
      <CircularProgress aria-hidden />
      <Typography>{t('addressEditor.loading')}</Typography>
    </Box>
  );
}
