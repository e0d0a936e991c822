import type { TFunction } from 'i18next';

/**
 * "20, 50, or 100" in the page's language, written as Intl.ListFormat's disjunction writes it.
 * Not Intl.ListFormat itself: the first one a page makes loads its language data for 20-60 ms,
 * in one go on the main thread, while the page hydrates.
 */
export function orList(items: readonly string[], t: TFunction): string {
  if (items.length <= 1) return items.join('');
  const last = items[items.length - 1];
  if (items.length === 2) return t('info.orList.two', { first: items[0], last });
  const separator = t('info.orList.separator');
  return t('info.orList.many', { items: items.slice(0, -1).join(separator), last });
}
