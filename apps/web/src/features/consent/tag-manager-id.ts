import type { Env } from '../../config/env';

type TagManagerEnv = Pick<Env, 'VITE_ENVIRONMENT' | 'VITE_GTM_ID_PRODUCTION' | 'VITE_GTM_ID_OTHER'>;

/**
 * SPEC §9: two tag-manager containers chosen by environment, production or not. Undefined when
 * the environment's container is not configured: then no tag manager loads at all.
 */
export function tagManagerIdFor(env: TagManagerEnv): string | undefined {
  return env.VITE_ENVIRONMENT === 'production' ? env.VITE_GTM_ID_PRODUCTION : env.VITE_GTM_ID_OTHER;
}
