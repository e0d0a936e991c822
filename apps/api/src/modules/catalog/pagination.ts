import type { Pagination } from '@sauda/domain';

export function pageOffset(page: number, perPage: number): number {
  return (page - 1) * perPage;
}

/** The contract's pagination block; a page past the end is allowed and simply empty. */
export function paginationOf(page: number, perPage: number, totalItems: number): Pagination {
  return {
    page,
    per_page: perPage,
    total_items: totalItems,
    total_pages: Math.ceil(totalItems / perPage),
  };
}

/** One page of an in-memory list. */
export function pageOf<T>(items: readonly T[], page: number, perPage: number): T[] {
  const offset = pageOffset(page, perPage);
  return items.slice(offset, offset + perPage);
}
