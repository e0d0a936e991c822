import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SearchSuggestion } from '@sauda/domain';
import { searchSuggestionsQueryOptions } from '../api/get-search-suggestions';
import { useDebouncedValue } from '../../../ui/use-debounced-value';

/** Suggestions wait for a short pause in typing. */
export const SUGGEST_DEBOUNCE_MS = 200;
/** One letter matches too much to help. */
export const SUGGEST_MIN_LENGTH = 2;

export interface SuggestionsState {
  /** The list should show (enough text typed and the box is open). */
  visible: boolean;
  options: SearchSuggestion[];
  /** A newer answer is on its way. */
  loading: boolean;
}

/**
 * Names for the text being typed (autocomplete on), debounced; a newer text cancels the call
 * for an older one, whose answer is never shown for the new text.
 */
export function useSearchSuggestions(query: string | null, open: boolean): SuggestionsState {
  const settled = useDebouncedValue(query, SUGGEST_DEBOUNCE_MS);
  const long = (text: string | null): text is string =>
    text !== null && text.length >= SUGGEST_MIN_LENGTH;
  const enabled = open && long(settled);
  const suggestions = useQuery({
    ...searchSuggestionsQueryOptions(settled ?? ''),
    enabled,
    placeholderData: keepPreviousData,
  });
  const visible = open && long(query);
  const current = enabled && settled === query && !suggestions.isPlaceholderData;
  return {
    visible,
    options: visible && enabled ? (suggestions.data ?? []) : [],
    loading: visible && (!current || suggestions.isFetching),
  };
}
