import { env } from '../config/env';

/**
 * v1 and v2 are the API bases; `local` is a path served beside the app (meta file, locales);
 * `custom` is a full address, e.g. the form-collection service.
 */
export type RequestBase = 'v1' | 'v2' | 'local' | 'custom';

export type QueryParams = Record<string, string | number | boolean | undefined>;

const apiBases: Record<'v1' | 'v2', () => string> = {
  v1: () => env.VITE_API_BASE,
  v2: () => env.VITE_API_V2_BASE,
};

function joinPath(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

function queryString(query: QueryParams | undefined): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.append(name, String(value));
  }
  return params.toString();
}

export function resolveRequestUrl(url: string, base: RequestBase, query?: QueryParams): string {
  const address = base === 'v1' || base === 'v2' ? joinPath(apiBases[base](), url) : url;
  const search = queryString(query);
  if (search === '') return address;
  return `${address}${address.includes('?') ? '&' : '?'}${search}`;
}

/** Requests with the same key supersede each other: method plus the address without query. */
export function requestKey(method: string, resolvedUrl: string): string {
  const [path = resolvedUrl] = resolvedUrl.split(/[?#]/, 1);
  return `${method} ${path}`;
}
