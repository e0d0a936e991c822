import type { Dashboard, DashboardRange } from '@sauda/domain';
import { jsonResponse, stubFetch, type FetchCall } from '../../../../api/testing/fetch-stub';

/** What the stub server answers for one range: a dashboard, or any Response (an error). */
export type DashboardAnswer = (range: DashboardRange) => Dashboard | Response | Promise<Response>;

/**
 * A dashboard server: GET merchant/stores/{storeId}/dashboard?range= answers `answer(range)`
 * in the contract's `{ dashboard }` envelope; anything else is a 404.
 */
export function serveDashboard(answer: DashboardAnswer) {
  return stubFetch((call) => {
    const url = new URL(call.url, 'http://localhost');
    if (!/^\/api\/v1\/merchant\/stores\/[^/]+\/dashboard$/.test(url.pathname)) {
      return jsonResponse({ error: { code: 'not_found', message: 'Not found.' } }, 404);
    }
    const answered = answer(url.searchParams.get('range') as DashboardRange);
    return answered instanceof Response || answered instanceof Promise
      ? answered
      : jsonResponse({ dashboard: answered });
  });
}

/** The ranges the page asked for, in order. */
export function requestedRanges(calls: FetchCall[]): Array<string | null> {
  return calls.map((call) => new URL(call.url, 'http://localhost').searchParams.get('range'));
}
