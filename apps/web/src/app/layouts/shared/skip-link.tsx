import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

export const MAIN_CONTENT_ID = 'main-content';

/** The first tab stop of every page: jumps past the header to the main content. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      sx={{
        position: 'absolute',
        left: 8,
        top: -64,
        zIndex: 'tooltip',
        px: 2,
        py: 1,
        borderRadius: 6,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontWeight: 600,
        textDecoration: 'none',
        '&:focus': { top: 8 },
      }}
    >
      {t('app.skipToContent')}
    </Box>
  );
}
