import { request } from '../request';
import { transportError } from '../request-error';

export interface Meta {
  version: string;
}

export const META_PATH = '/meta.json';

const ACTION = 'GET_META';

/**
 * `{ version }` as the domain's metaResponseSchema describes it, checked by hand: every page
 * asks for it after its first render, and one string is not worth loading the schema library.
 */
function metaOf(body: unknown): Meta {
  const version: unknown = (body as { version?: unknown } | null)?.version;
  if (typeof version !== 'string') throw transportError('exception', ACTION);
  return { version };
}

/**
 * The deployed version, served beside the app. Never from a cache: a stale answer would hide
 * exactly the new version this call exists to detect.
 */
export async function getMeta(options: { signal?: AbortSignal } = {}): Promise<Meta> {
  const body = await request({
    url: META_PATH,
    base: 'local',
    auth: false,
    action: ACTION,
    cache: 'no-store',
    signal: options.signal,
  });
  return metaOf(body);
}
