import Button from '@mui/material/Button';
import Check from '@mui/icons-material/CheckRounded';
import ExpandMore from '@mui/icons-material/ExpandMoreRounded';
import LanguageIcon from '@mui/icons-material/LanguageRounded';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES, type Language } from '../../i18n';
import { LanguageLoadError } from './language-load-error';
import { LANGUAGE_NAME_KEYS } from './language-names';
import { useLanguageSwitch } from './use-language-switch';

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
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {SUPPORTED_LANGUAGES.map((option) => (
          <MenuItem
            key={option}
            role="menuitemradio"
            aria-checked={option === language}
            selected={option === language}
            onClick={() => pick(option)}
          >
            <ListItemIcon>{option === language && <Check fontSize="small" />}</ListItemIcon>
            <ListItemText>
              <span lang={option}>{t(LANGUAGE_NAME_KEYS[option])}</span>
            </ListItemText>
          </MenuItem>
        ))}
      </Menu>
      <LanguageLoadError open={failed} onClose={dismissFailure} />
    </>
  );
}
