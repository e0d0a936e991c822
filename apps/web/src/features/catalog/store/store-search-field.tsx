import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import CloseIcon from '@mui/icons-material/CloseRounded';
import SearchIcon from '@mui/icons-material/SearchRounded';
import { MAX_SEARCH_LENGTH } from '@sauda/domain';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { brand } from '../../../theme/tokens';
import { visuallyHidden } from '../../../ui/visually-hidden';
import { filterSearchInput, searchQueryFrom } from '../search/search-text';
import { useDebouncedValue } from '../../../ui/use-debounced-value';

/** Typing pauses this long before the product list follows. */
const STORE_SEARCH_DEBOUNCE_MS = 400;

interface StoreSearchFieldProps {
  storeName: string;
  /** The name searched now ('' for none). */
  value: string;
  onSearch: (name: string) => void;
}

/** Search inside one store (users/app_search with store_id), following the typing. */
export function StoreSearchField({ storeName, value, onSearch }: StoreSearchFieldProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  const wanted = searchQueryFrom(text) ?? '';
  const settled = useDebouncedValue(wanted, STORE_SEARCH_DEBOUNCE_MS);

  // The list follows the typed text once it settles; a new address only refills the box.
  useEffect(() => {
    if (settled === wanted && settled !== value) onSearch(settled);
  }, [settled, wanted, value, onSearch]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (wanted !== value) onSearch(wanted);
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
        width: '100%',
        maxWidth: { md: 360 },
        height: 44,
        pl: 1.5,
        pr: 0.5,
        gap: 1,
        borderRadius: 6,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        '&:focus-within': {
          borderColor: 'primary.main',
          boxShadow: `0 0 0 3px ${brand.primaryLight}`,
        },
      }}
    >
      <SearchIcon color="action" aria-hidden="true" />
      <Box component="label" htmlFor={inputId} sx={visuallyHidden}>
        {t('catalog.store.searchLabel', { store: storeName })}
      </Box>
      <InputBase
        id={inputId}
        type="search"
        value={text}
        onChange={(event) => setText(filterSearchInput(event.target.value))}
        placeholder={t('catalog.store.searchPlaceholder')}
        slotProps={{
          input: { enterKeyHint: 'search', autoComplete: 'off', maxLength: MAX_SEARCH_LENGTH },
        }}
        sx={{
          flex: 1,
          minWidth: 0,
          fontSize: 15,
          '& input::-webkit-search-cancel-button': { display: 'none' },
        }}
      />
      {text !== '' && (
        <IconButton
          size="small"
          aria-label={t('catalog.store.searchClear')}
          onClick={() => {
            setText('');
            onSearch('');
          }}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      )}
    </Box>
  );
}
