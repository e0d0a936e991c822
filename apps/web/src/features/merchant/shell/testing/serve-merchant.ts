import type { MerchantStore, MerchantStoreSummary } from '@sauda/domain';
import { jsonResponse, type FetchCall } from '../../../../api/testing/fetch-stub';
import { sentJson } from '../../../auth/testing/sent-body';
import { serveRoutes, type Routes } from '../../../../api/testing/serve-routes';
import { makeMerchantStore } from './merchant-fixtures';

interface MerchantServer {
  stores?: MerchantStoreSummary[];
  /** The store each `GET merchant/stores/{id}` answers; the PATCH answers it merged. */
  store?: MerchantStore;
  routes?: Routes;
}

/** The merchant API as the back office sees it; any other call is a 404. */
export function serveMerchant({
  stores = [],
  store = makeMerchantStore(),
  routes = {},
}: MerchantServer) {
  let current = store;
  const storeRoutes: Routes = {};
  for (const summary of stores) {
    const path = `merchant/stores/${summary.query_id}`;
    storeRoutes[`GET ${path}`] = () =>
      jsonResponse({ store: { ...current, ...summary, paused_until: current.paused_until } });
    storeRoutes[`PATCH ${path}`] = (call: FetchCall) => {
      current = { ...current, ...(sentJson(call.init) as Partial<MerchantStore>) };
      return jsonResponse({ store: { ...current, query_id: summary.query_id } });
    };
  }
  return serveRoutes({
    'GET merchant/stores': () => jsonResponse({ stores }),
    'GET geo/map': () =>
      jsonResponse({
        map: { tile_url: '', attribution: '', center: { lat: 24.85, long: 67.01 }, zoom: 15 },
      }),
    'GET geo/places': () => jsonResponse({ places: [] }),
    ...storeRoutes,
    ...routes,
  });
}

/** The JSON body of a recorded call. */
export function bodyOf(call: FetchCall): unknown {
  return sentJson(call.init);
}
