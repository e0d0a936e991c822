import { lazySchema } from '../../../api/lazy-schema';

/** A login's or users/me's answer, checked with a schema loaded with the first call. */
export const userResponse = lazySchema(
  async () => (await import('@sauda/domain/auth.schemas')).userResponseSchema,
);
