import type { Application, ApplicationSummary, OperatorStore, Pagination } from '@sauda/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

const auth = (token: string | undefined) => (token ? { authorization: `Bearer ${token}` } : {});

type Query = Record<string, string | number | undefined>;

function withQuery(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

export interface ErrorBody {
  code: string;
  message: string;
  fields?: Record<string, string>;
}

export function errorOf(response: LightMyRequestResponse): ErrorBody {
  return response.json<{ error: ErrorBody }>().error;
}

/** Calls the operator's routes under /api/v1/admin as the web does, with a bearer token. */
export function createAdminClient(app: () => FastifyInstance) {
  const call = (
    method: 'GET' | 'PATCH',
    path: string,
    token: string | undefined,
    body?: Record<string, unknown>,
  ) =>
    app().inject({
      method,
      url: `/api/v1/admin/${path}`,
      headers: auth(token),
      ...(body ? { payload: body } : {}),
    });

  const list = (token: string | undefined, query?: Query) =>
    call('GET', withQuery('applications', query), token);
  const exportCsv = (token: string | undefined, query?: Query) =>
    call('GET', withQuery('applications/export', query), token);
  const detail = (token: string | undefined, id: string) =>
    call('GET', `applications/${id}`, token);
  const file = (token: string | undefined, id: string, index: number | string) =>
    call('GET', `applications/${id}/files/${index}`, token);
  const review = (token: string | undefined, id: string, body: Record<string, unknown>) =>
    call('PATCH', `applications/${id}`, token, body);
  const stores = (token: string | undefined, query?: Query) =>
    call('GET', withQuery('stores', query), token);
  const patchStore = (token: string | undefined, id: string, body: Record<string, unknown>) =>
    call('PATCH', `stores/${id}`, token, body);

  function ok<T>(response: LightMyRequestResponse): T {
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  }

  return {
    list,
    exportCsv,
    detail,
    file,
    review,
    stores,
    patchStore,
    listed: async (token: string, query?: Query) =>
      ok<{ applications: ApplicationSummary[]; pagination: Pagination }>(await list(token, query)),
    read: async (token: string, id: string) =>
      ok<{ application: Application }>(await detail(token, id)).application,
    reviewed: async (token: string, id: string, body: Record<string, unknown>) =>
      ok<{ application: Application }>(await review(token, id, body)).application,
    storesListed: async (token: string, query?: Query) =>
      ok<{ stores: OperatorStore[]; pagination: Pagination }>(await stores(token, query)),
    storePatched: async (token: string, id: string, body: Record<string, unknown>) =>
      ok<{ store: OperatorStore }>(await patchStore(token, id, body)).store,
  };
}

export type AdminClient = ReturnType<typeof createAdminClient>;
