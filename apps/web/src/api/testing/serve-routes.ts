import { jsonResponse, stubFetch, type FetchCall } from './fetch-stub';

/** Answers by "METHOD path", the path without "/api/v1/": `'POST users/authenticate'`. */
export type Routes = Record<string, (call: FetchCall) => Response>;

/** Stubs fetch with `routes`; any other call gets a 404 "Not found". */
export function serveRoutes(routes: Routes) {
  return stubFetch((call) => {
    const path = new URL(call.url, 'http://x').pathname.replace('/api/v1/', '');
    const handler = routes[`${call.init.method ?? 'GET'} ${path}`];
    return handler
      ? handler(call)
      : jsonResponse({ error: { code: 'not_found', message: 'Not found' } }, 404);
  });
}
