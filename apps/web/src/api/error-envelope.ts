import type { ErrorEnvelope } from '@sauda/domain';
import { lazySchema } from './lazy-schema';

/**
 * The contract's error envelope, checked with a schema that loads with the first error
 * answer: a page that meets no error never loads it.
 */
const errorEnvelope = lazySchema(
  async () => (await import('@sauda/domain/http.schemas')).errorEnvelopeSchema,
);

/** Loads the envelope's schema before an error answer is handed on; offline it stays unloaded. */
export async function prepareErrorEnvelope(): Promise<void> {
  await errorEnvelope.load().catch(() => undefined);
}

/** The body as the contract's envelope; undefined for any other shape, or before it loaded. */
export function readErrorEnvelope(data: unknown): ErrorEnvelope | undefined {
  const parsed = errorEnvelope.loaded()?.safeParse(data);
  return parsed?.success ? parsed.data : undefined;
}
