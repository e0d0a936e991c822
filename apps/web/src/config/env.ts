import type { Env } from './env-schema';

export type { Env };

declare const __WEB_ENV__: Env;

/**
 * The web's environment, checked when the app is built (`web-env.ts`): a wrong variable fails
 * the build, and the browser reads the result without loading a schema.
 */
export const env: Env = __WEB_ENV__;
