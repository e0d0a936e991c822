import { keepAlphanumericWithSpaces } from '@sauda/domain';

/** What the store search box keeps while typing: letters, digits and spaces (SPEC §5). */
export function filterSearchInput(text: string): string {
  return keepAlphanumericWithSpaces(text);
}

/** The search that is submitted: filtered and trimmed; null when nothing is left to search. */
export function searchQueryFrom(text: string): string | null {
  const query = filterSearchInput(text).trim().replace(/ {2,}/g, ' ');
  return query === '' ? null : query;
}

export function searchUrl(query: string): string {
  return `/products?${new URLSearchParams({ search: query }).toString()}`;
}
