import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Marks the API calls a page makes while the server renders it. The value is made at start and
 * never leaves the process, so no one outside can pass for it.
 */
const RENDER_CALL_HEADER = 'x-page-render';
const RENDER_CALL_TOKEN = randomBytes(16).toString('hex');

/** A call made by the server rendering a page: the per-IP limit does not count it. */
export function isRenderCall(request: FastifyRequest): boolean {
  return request.headers[RENDER_CALL_HEADER] === RENDER_CALL_TOKEN;
}

function headersOf(init: RequestInit | undefined): Record<string, string> {
  return Object.fromEntries(new Headers(init?.headers).entries());
}

function responseHeaders(headers: Record<string, string | number | string[] | undefined>): Headers {
  const result = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) result.set(name, Array.isArray(value) ? value.join(', ') : `${value}`);
  }
  return result;
}

/**
 * `fetch` as a page rendered on the server sees it: its API calls are answered by this app in
 * the same process (its routes, checks and caches), with no network in between.
 */
export function inProcessFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const address = input instanceof Request ? input.url : String(input);
    const { pathname, search } = new URL(address, 'http://localhost');
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: `${pathname}${search}`,
      headers: { ...headersOf(init), [RENDER_CALL_HEADER]: RENDER_CALL_TOKEN },
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    const empty = answer.statusCode === 204 || answer.statusCode === 205;
    return new Response(empty ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: responseHeaders(answer.headers),
    });
  };
}
