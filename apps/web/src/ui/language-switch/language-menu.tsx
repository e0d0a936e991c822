import Check from '@mui/icons-material/CheckRounded';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES, type Language } from '../../i18n';
import { LANGUAGE_NAME_KEYS } from './language-names';

interface LanguageMenuProps {
  id: string;
  labelledBy: string;
  anchor: HTMLElement | null;
  language: Language;
  close: () => void;
  pick: (language: Language) => void;
}

/** The menu of languages; loaded the first time it opens. */
export function LanguageMenu({ id, labelledBy, anchor, language, close, pick }: LanguageMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={close}
      slotProps={{ list: { 'aria-labelledby': labelledBy } }}
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
  );
}
