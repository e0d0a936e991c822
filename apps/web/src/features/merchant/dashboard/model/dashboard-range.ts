import { DASHBOARD_RANGES, type DashboardRange } from '@sauda/domain';

export const RANGE_PARAM = 'range';
export const DEFAULT_RANGE: DashboardRange = 'today';

/** The range in ?range=; today when it is missing or unknown. */
export function rangeFrom(value: string | null): DashboardRange {
  return DASHBOARD_RANGES.find((range) => range === value) ?? DEFAULT_RANGE;
}

/** The search string for `range`: today, the default, leaves the address clean. */
export function searchForRange(params: URLSearchParams, range: DashboardRange): string {
  const next = new URLSearchParams(params);
  if (range === DEFAULT_RANGE) next.delete(RANGE_PARAM);
  else next.set(RANGE_PARAM, range);
  const text = next.toString();
  return text === '' ? '' : `?${text}`;
}
