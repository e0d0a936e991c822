import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import SearchIcon from '@mui/icons-material/SearchRounded';
import { useQueryClient } from '@tanstack/react-query';
import { MAX_SEARCH_LENGTH, type SearchSuggestion } from '@sauda/domain';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { catalogKeys } from '../../../shared/catalog/catalog-keys';
import { SuggestionList } from './suggestion-list';
import { suggestionPath } from './suggestion-path';
import { filterSearchInput, searchQueryFrom, searchUrl } from './search-text';
import { useSearchSuggestions } from './use-search-suggestions';
import { brand } from '../../../theme/tokens';
import { visuallyHidden } from '../../../ui/visually-hidden';

/** Where the active option moves for an arrow key; -1 is the text itself. */
function moveActive(active: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return active + 1 >= count ? -1 : active + 1;
  return active <= -1 ? count - 1 : active - 1;
}

/**
 * The header's store search (SPEC §2, §5): letters, digits and spaces; suggestions while
 * typing; Enter clears the previous results and opens /products?search=…
 */
export function StoreSearchBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const current = params.get('search') ?? '';
  const [text, setText] = useState(current);
  const [shownSearch, setShownSearch] = useState(current);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;
  const suggestions = useSearchSuggestions(searchQueryFrom(text), open);
  const { options } = suggestions;
  const expanded = suggestions.visible && options.length > 0;

  // Follow the URL, e.g. when an industry tab clears the search.
  if (shownSearch !== current) {
    setShownSearch(current);
    setText(current);
  }

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const choose = (suggestion: SearchSuggestion) => {
    close();
    setText('');
    inputRef.current?.blur();
    void navigate(suggestionPath(suggestion));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = searchQueryFrom(text);
    if (query === null) return;
    close();
    setText(query);
    inputRef.current?.blur();
    // A new search starts from nothing: no stores or products of an earlier one stay on screen.
    void queryClient.resetQueries({ queryKey: catalogKeys.searchResults() });
    void navigate(searchUrl(query));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        if (!open) setOpen(true);
        setActive(moveActive(active, options.length, event.key));
        return;
      case 'Enter': {
        const option = expanded ? options[active] : undefined;
        if (option) {
          event.preventDefault();
          choose(option);
        }
        return;
      }
      case 'Escape':
        if (expanded || open) close();
        else setText('');
        return;
      default:
        return;
    }
  };

  return (
    <Box
      component="form"
      role="search"
      onSubmit={submit}
      autoComplete="off"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) close();
      }}
      sx={{
        position: 'relative',
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
        inputRef={inputRef}
        type="search"
        value={text}
        onChange={(event) => {
          setText(filterSearchInput(event.target.value));
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
        placeholder={t('shopper.searchPlaceholder')}
        slotProps={{
          input: {
            role: 'combobox',
            autoComplete: 'off',
            enterKeyHint: 'search',
            maxLength: MAX_SEARCH_LENGTH,
            'aria-autocomplete': 'list',
            'aria-expanded': expanded,
            'aria-controls': expanded ? listId : undefined,
            'aria-activedescendant': expanded && active >= 0 ? optionId(active) : undefined,
          },
        }}
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
      <Box role="status" sx={visuallyHidden}>
        {expanded ? t('catalog.search.box.available', { count: options.length }) : ''}
      </Box>
      {suggestions.visible && (
        <SuggestionList
          id={listId}
          options={options}
          activeIndex={active}
          loading={suggestions.loading}
          query={searchQueryFrom(text) ?? ''}
          optionId={optionId}
          onChoose={choose}
          onHover={setActive}
        />
      )}
    </Box>
  );
}
