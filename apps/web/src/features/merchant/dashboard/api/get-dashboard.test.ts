import { afterEach, describe, expect, it, vi } from 'vitest';
import { pendingRequests } from '../../../../api/request';
import { isRequestError } from '../../../../api/request-error';
import { failureOf, jsonResponse, stubFetch } from '../../../../api/testing/fetch-stub';
import { makeDashboard } from '../testing/dashboard-fixtures';
import { dashboardQueryKeys } from './dashboard-query-keys';
import { dashboardQueryOptions, getDashboard } from './get-dashboard';

afterEach(() => {
  pendingRequests.cancelAll();
  vi.unstubAllGlobals();
});

describe('getDashboard', () => {
  it('GETs the store dashboard of a range and gives the validated figures', async () => {
    const dashboard = makeDashboard('7d');
    const fetch = stubFetch(() => jsonResponse({ dashboard }));
    await expect(getDashboard('cmp_1', '7d')).resolves.toEqual(dashboard);
    expect(fetch.call(0).url).toBe('/api/v1/merchant/stores/cmp_1/dashboard?range=7d');
    expect(fetch.call(0).init.method).toBe('GET');
  });

  it('escapes the store id in the path', async () => {
    const fetch = stubFetch(() => jsonResponse({ dashboard: makeDashboard() }));
    await getDashboard('a/b', 'today');
    expect(fetch.call(0).url).toBe('/api/v1/merchant/stores/a%2Fb/dashboard?range=today');
  });

  it('refuses an answer that is not the contract', async () => {
    const { by_status: _dropped, ...incomplete } = makeDashboard();
    stubFetch(() => jsonResponse({ dashboard: incomplete }));
    expect(await failureOf(getDashboard('cmp_1', 'today'))).toBeInstanceOf(Error);
  });

  it("passes on a role's refusal as an error of the page, not a lost session", async () => {
    stubFetch(() =>
      jsonResponse({ error: { code: 'forbidden_role', message: 'Not for your role.' } }, 403),
    );
    const error = await failureOf(getDashboard('cmp_1', 'today'));
    expect(isRequestError(error) && [error.status, error.kind]).toEqual([403, 'http']);
  });
});

describe('dashboard query keys', () => {
  it("nest each range under its store, so one store's dashboards refresh together", () => {
    const key = dashboardQueryOptions('cmp_1', '30d').queryKey;
    expect(key).toEqual(dashboardQueryKeys.range('cmp_1', '30d'));
    expect(key.slice(0, 3)).toEqual(dashboardQueryKeys.store('cmp_1'));
    expect(key.slice(0, 2)).toEqual(dashboardQueryKeys.all);
  });
});
