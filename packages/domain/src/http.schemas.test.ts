import { describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from './http.schemas.js';

describe('errorEnvelopeSchema', () => {
  it('accepts extra keys such as user_status on sign-up errors', () => {
    const parsed = errorEnvelopeSchema.parse({
      error: { code: 'user_pending', message: 'Pending', user_status: 'pending' },
    });
    expect(parsed.error).toMatchObject({ user_status: 'pending' });
  });

  it('rejects a body without code and message', () => {
    expect(errorEnvelopeSchema.safeParse({ error: { message: 'x' } }).success).toBe(false);
  });
});
