import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/SearchRounded';
import { useEffect, useRef, useState } from 'react';

/** Typing pauses this long before the list searches. */
export const SEARCH_DEBOUNCE_MS = 350;

interface SearchFieldProps {
  label: string;
  placeholder: string;
  /** The search in the URL. */
  value: string;
  onSearch: (query: string) => void;
}

/**
 * A list's search, kept in the URL and sent to the server once typing pauses. The box follows
 * the URL when it changes from elsewhere (Back, a tab, Clear filters) without undoing what is
 * being typed.
 */
export function SearchField({ label, placeholder, value, onSearch }: SearchFieldProps) {
  const [text, setText] = useState(value);
  // The URL value the box last agreed with: a different one came from elsewhere.
  const [agreed, setAgreed] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  if (value !== agreed) {
    setAgreed(value);
    setText(value);
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  const type = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const query = next.trim();
      if (query === value) return;
      setAgreed(query);
      onSearch(query);
    }, SEARCH_DEBOUNCE_MS);
  };

  return (
    <TextField
      type="search"
      size="small"
      label={label}
      placeholder={placeholder}
      value={text}
      onChange={(event) => type(event.target.value)}
      sx={{ flex: { xs: '1 1 100%', sm: '1 1 280px' }, maxWidth: { sm: 420 } }}
      slotProps={{
        htmlInput: { maxLength: 100, enterKeyHint: 'search' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon aria-hidden="true" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
