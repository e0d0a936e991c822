import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import SearchIcon from '@mui/icons-material/SearchRounded';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { brand } from '../../../theme/tokens';
import { visuallyHidden } from '../../../ui/visually-hidden';
import { filterSearchInput, searchQueryFrom, searchUrl } from './search-text';

/** The header's store search (SPEC §2): non-empty text goes to /products?search=… */
export function StoreSearchBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const current = params.get('search') ?? '';
  const [text, setText] = useState(current);
  const [shownSearch, setShownSearch] = useState(current);
  const inputId = useId();

  // Follow the URL, e.g. when an industry tab clears the search.
  if (shownSearch !== current) {
    setShownSearch(current);
    setText(current);
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = searchQueryFrom(text);
    if (query === null) return;
    setText(query);
    void navigate(searchUrl(query));
  };

  return (
    <Box
      component="form"
      role="search"
      onSubmit={submit}
      autoComplete="off"
      sx={{
        display: 'flex',
        alignItems: 'center',
        flex: 1,
        minWidth: 0,
        maxWidth: 560,
        height: 44,
        pl: 2,
        pr: 0.5,
        borderRadius: 6,
        bgcolor: brand.background,
        border: 1,
        borderColor: 'divider',
        transition: (theme) => theme.transitions.create(['border-color', 'box-shadow']),
        '&:focus-within': {
          borderColor: 'primary.main',
          boxShadow: `0 0 0 3px ${brand.primaryLight}`,
          bgcolor: 'background.paper',
        },
      }}
    >
      <Box component="label" htmlFor={inputId} sx={visuallyHidden}>
        {t('shopper.searchLabel')}
      </Box>
      <InputBase
        id={inputId}
        type="search"
        value={text}
        onChange={(event) => setText(filterSearchInput(event.target.value))}
        placeholder={t('shopper.searchPlaceholder')}
        slotProps={{ input: { autoComplete: 'off', enterKeyHint: 'search' } }}
        sx={{ flex: 1, minWidth: 0, fontSize: 15 }}
      />
      <IconButton
        type="submit"
        aria-label={t('shopper.searchSubmit')}
        size="small"
        sx={{ color: 'primary.main' }}
      >
        <SearchIcon />
      </IconButton>
    </Box>
  );
}
