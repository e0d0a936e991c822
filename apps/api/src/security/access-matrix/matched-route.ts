import type { onRequestHookHandler, RouteOptions } from 'fastify';

/**
 * Notes which route each request reached, so that a mistyped path answering the not-found 404
 * is never taken for a refusal. Pass `onRoute` to the app; `take()` answers the last request's
 * route key (`METHOD url`) and forgets it.
 */
export function trackMatchedRoutes() {
  let last: string | undefined;
  const onRoute = (options: RouteOptions) => {
    const note: onRequestHookHandler = (request, _reply, done) => {
      last = `${request.method} ${options.url}`;
      done();
    };
    options.onRequest = [...[options.onRequest ?? []].flat(), note];
  };
  const take = () => {
    const key = last;
    last = undefined;
    return key;
  };
  return { onRoute, take };
}
