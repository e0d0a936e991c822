import { queryOptions } from '@tanstack/react-query';
import type { SearchSuggestion } from '@sauda/domain';
import { request } from '../../../api/request';
import { suggestionsAnswer } from '../../../shared/catalog/catalog-answers';
import { catalogKeys } from '../../../shared/catalog/catalog-keys';

/** How many suggestions the header box shows under the text. */
export const SUGGESTIONS_PAGE_SIZE = 8;

/** GET users/app_search with autocomplete on: store and product names as the shopper types. */
export async function getSearchSuggestions(
  query: string,
  options: { signal?: AbortSignal } = {},
): Promise<SearchSuggestion[]> {
  const body = await request({
    url: 'users/app_search',
    query: { query, page: 1, per_page: SUGGESTIONS_PAGE_SIZE, autocomplete: true },
    action: 'APP_SEARCH_AUTOCOMPLETE',
    schema: suggestionsAnswer,
    signal: options.signal,
  });
  return body.suggestions;
}

// Names change slowly; a shopper retyping a word should not wait for the same list again.
const SUGGESTIONS_STALE_TIME_MS = 60_000;

export function searchSuggestionsQueryOptions(query: string) {
  return queryOptions({
    queryKey: catalogKeys.suggestions(query),
    queryFn: ({ signal }) => getSearchSuggestions(query, { signal }),
    staleTime: SUGGESTIONS_STALE_TIME_MS,
    // A newer keystroke supersedes this call; there is nothing to retry.
    retry: false,
  });
}
