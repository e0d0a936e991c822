import Button from '@mui/material/Button';
import ExpandMore from '@mui/icons-material/ExpandMoreRounded';
import LanguageIcon from '@mui/icons-material/LanguageRounded';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../i18n';
import { LazyPanel } from '../lazy-panel';
import { lazyWithRetry } from '../lazy-with-retry';
import { LanguageLoadError } from './language-load-error';
import { LANGUAGE_NAME_KEYS } from './language-names';
import { useLanguageSwitch } from './use-language-switch';

const LanguageMenu = lazyWithRetry(async () => ({
  default: (await import('./language-menu')).LanguageMenu,
}));

/** The navbar's language button: names the current language and opens a menu of the others. */
export function LanguageMenuButton() {
  const { t } = useTranslation();
  const { language, choose, pending, failed, dismissFailure } = useLanguageSwitch();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const close = () => setAnchor(null);
  const pick = (next: Language) => {
    close();
    choose(next);
  };

  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={<LanguageIcon />}
        endIcon={<ExpandMore />}
        loading={pending}
        loadingPosition="start"
        aria-label={t('language.current', { name: t(LANGUAGE_NAME_KEYS[language]) })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        sx={{ color: 'text.primary', fontWeight: 500, whiteSpace: 'nowrap' }}
      >
        <span lang={language}>{t(LANGUAGE_NAME_KEYS[language])}</span>
      </Button>
      <LazyPanel open={anchor !== null} onClose={close}>
        <LanguageMenu
          id={menuId}
          labelledBy={buttonId}
          anchor={anchor}
          language={language}
          close={close}
          pick={pick}
        />
      </LazyPanel>
      <LanguageLoadError open={failed} onClose={dismissFailure} />
    </>
  );
}
