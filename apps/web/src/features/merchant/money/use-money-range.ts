import type { KarachiDateRange } from '@sauda/domain';
import { useNavigate, useSearchParams } from 'react-router';
import { FROM_PARAM, rangeFrom, searchWith, TO_PARAM } from './model/money-range';

export const PAGE_PARAM = 'page';

/**
 * The dates (and the page of the ledger) live in the address, so a refresh or a shared link
 * opens the same figures. Changing them replaces the history entry: Back leaves the page.
 */
export function useMoneyRange() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const range = rangeFrom(params, new Date());
  const page = Math.max(1, Math.trunc(Number(params.get(PAGE_PARAM))) || 1);

  const setParams = (changes: Record<string, string | null>) =>
    void navigate({ search: searchWith(params, changes) }, { replace: true });
  // A new range starts again at its first page.
  const selectRange = (next: KarachiDateRange) =>
    setParams({ [FROM_PARAM]: next.from, [TO_PARAM]: next.to, [PAGE_PARAM]: null });
  const hrefForPage = (next: number) =>
    searchWith(params, { [PAGE_PARAM]: next === 1 ? null : String(next) });

  return { params, range, page, selectRange, setParams, hrefForPage };
}
