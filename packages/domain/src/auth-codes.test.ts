import { describe, expect, it } from 'vitest';
import { LOGIN_PIN_MAX_LENGTH, PIN_LENGTH } from './auth-codes.js';

describe('auth codes', () => {
  it('lets a full PIN fit the login PIN field', () => {
    expect(PIN_LENGTH).toBeLessThanOrEqual(LOGIN_PIN_MAX_LENGTH);
  });
});
