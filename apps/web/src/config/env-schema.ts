import { DEFAULT_ENVIRONMENT } from '@sauda/domain/web-client';
import { z } from 'zod';

// Vite writes an unset variable from a .env file as '', which must fall back to the default.
const optionalText = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.string().trim().min(1).optional(),
);
const text = (fallback: string) => optionalText.transform((value) => value ?? fallback);

export const envSchema = z.object({
  VITE_API_BASE: text('/api/v1'),
  VITE_API_V2_BASE: text('/api/v2'),
  VITE_FORMS_URL: text('/api/v1/forms'),
  VITE_WALLET_API_KEY: text('sauda-web-wallet'),
  VITE_ENVIRONMENT: text(DEFAULT_ENVIRONMENT),
  VITE_GTM_ID_PRODUCTION: optionalText,
  VITE_GTM_ID_OTHER: optionalText,
});

export type Env = z.infer<typeof envSchema>;

/** Parses a raw environment record; throws with every invalid variable named. */
export function parseEnv(source: Record<string, unknown>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    throw new Error(`Invalid web environment:\n${z.prettifyError(result.error)}`);
  }
  return result.data;
}
