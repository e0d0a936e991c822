import { keepAlphanumericWithSpaces } from '@sauda/domain';
import { searchHref } from '../listing/listing-params';

/** What the store search box keeps while typing: letters, digits and spaces (SPEC §5). */
export function filterSearchInput(text: string): string {
  return keepAlphanumericWithSpaces(text);
}

/** The search that is submitted: filtered and trimmed; null when nothing is left to search. */
export function searchQueryFrom(text: string | null | undefined): string | null {
  const query = filterSearchInput(text ?? '')
    .trim()
    .replace(/ {2,}/g, ' ');
  return query === '' ? null : query;
}

export function searchUrl(query: string): string {
  return searchHref(query, 1);
}
