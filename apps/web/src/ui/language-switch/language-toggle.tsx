import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES, isSupportedLanguage } from '../../i18n';
import { radius } from '../../theme/tokens';
import { LanguageLoadError } from './language-load-error';
import { LANGUAGE_NAME_KEYS } from './language-names';
import { useLanguageSwitch } from './use-language-switch';

/** The drawers' two-option language toggle: English | اردو, full width. */
export function LanguageToggle() {
  const { t } = useTranslation();
  const { language, choose, pending, failed, dismissFailure } = useLanguageSwitch();
  const labelId = useId();

  return (
    <Box>
      <Typography
        id={labelId}
        variant="caption"
        component="p"
        sx={{ color: 'text.secondary', fontWeight: 600, mb: 0.75 }}
      >
        {t('language.label')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        fullWidth
        size="small"
        color="primary"
        value={language}
        disabled={pending}
        aria-labelledby={labelId}
        onChange={(_event, next: unknown) => {
          if (isSupportedLanguage(next)) choose(next);
        }}
        sx={{ '& .MuiToggleButton-root': { textTransform: 'none', fontWeight: 600 } }}
      >
        {SUPPORTED_LANGUAGES.map((option) => (
          <ToggleButton
            key={option}
            value={option}
            sx={{ borderRadius: `${radius.pill}px`, minHeight: 40 }}
          >
            <span lang={option}>{t(LANGUAGE_NAME_KEYS[option])}</span>
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <LanguageLoadError open={failed} onClose={dismissFailure} />
    </Box>
  );
}
