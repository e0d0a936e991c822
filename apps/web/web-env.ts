import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';
import { parseEnv } from './src/config/env-schema';

const ENV_DIR = fileURLToPath(new URL('.', import.meta.url));

/**
 * The web's `VITE_` variables (from .env files and the shell), checked once at build time and
 * written into the code as `__WEB_ENV__` (read by src/config/env.ts).
 */
export function webEnvDefine(mode: string): Record<'__WEB_ENV__', string> {
  return { __WEB_ENV__: JSON.stringify(parseEnv(loadEnv(mode, ENV_DIR, 'VITE_'))) };
}
