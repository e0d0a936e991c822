import type { DashboardRange } from '@sauda/domain';
import { useNavigate, useSearchParams } from 'react-router';
import { RANGE_PARAM, rangeFrom, searchForRange } from './model/dashboard-range';

/**
 * The range lives in ?range=, so a refresh or a shared link opens the same view. Switching
 * replaces the history entry: Back leaves the dashboard rather than stepping through ranges.
 */
export function useDashboardRange() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const range = rangeFrom(params.get(RANGE_PARAM));
  const selectRange = (next: DashboardRange) =>
    void navigate({ search: searchForRange(params, next) }, { replace: true });
  return { range, selectRange };
}
