import { metaResponseSchema } from '@sauda/domain';
import type { z } from 'zod';
import { request } from '../request';

export type Meta = z.infer<typeof metaResponseSchema>;

export const META_PATH = '/meta.json';

/**
 * The deployed version, served beside the app. Never from a cache: a stale answer would hide
 * exactly the new version this call exists to detect.
 */
export function getMeta(options: { signal?: AbortSignal } = {}): Promise<Meta> {
  return request({
    url: META_PATH,
    base: 'local',
    auth: false,
    action: 'GET_META',
    cache: 'no-store',
    schema: metaResponseSchema,
    signal: options.signal,
  });
}
