import { DEFAULT_PAGE } from '@sauda/domain';

/** A positive whole number from the address, or null for anything else. */
export function parsePositiveInt(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 ? number : null;
}

/** storeListingSelectedPageIndex: the page in the address, 1 when absent or invalid. */
export function parsePage(value: string | null | undefined): number {
  return parsePositiveInt(value) ?? DEFAULT_PAGE;
}

/** The store list of an industry at a page; page 1 stays out of the address. */
export function listingHref(industryId: number, page: number): string {
  const params = new URLSearchParams({ industryId: String(industryId) });
  if (page > DEFAULT_PAGE) params.set('page', String(page));
  return `/products?${params.toString()}`;
}

/** Search results at a page. */
export function searchHref(query: string, page: number): string {
  const params = new URLSearchParams({ search: query });
  if (page > DEFAULT_PAGE) params.set('page', String(page));
  return `/products?${params.toString()}`;
}
