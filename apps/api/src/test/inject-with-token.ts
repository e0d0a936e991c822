import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls `/api/v1/{url}` as the web does: the session's bearer token, a JSON body when given. */
export function injectWithToken(
  app: FastifyInstance,
  method: ApiMethod,
  url: string,
  token: string | undefined,
  body?: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
}
