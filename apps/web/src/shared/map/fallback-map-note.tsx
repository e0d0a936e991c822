import Box from '@mui/material/Box';
import GridIcon from '@mui/icons-material/GridOnRounded';
import { useTranslation } from 'react-i18next';
import { brand } from '../../theme/tokens';

/** Says why the map is drawn without streets, so the plain look reads as intended. */
export function FallbackMapNote() {
  const { t } = useTranslation();
  return (
    <Box
      title={t('addressEditor.map.simplifiedHint')}
      sx={{
        position: 'absolute',
        left: 8,
        bottom: 8,
        zIndex: 500,
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        px: 1.25,
        py: 0.5,
        borderRadius: 6,
        bgcolor: 'rgba(255, 255, 255, 0.92)',
        color: brand.textSecondary,
        fontSize: 12,
        fontWeight: 500,
        boxShadow: '0 1px 3px rgba(28, 31, 30, 0.15)',
        pointerEvents: 'none',
      }}
    >
      <GridIcon sx={{ fontSize: 14, color: brand.primary }} aria-hidden />
      {t('addressEditor.map.simplified')}
    </Box>
  );
}
