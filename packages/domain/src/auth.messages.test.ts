import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from './auth.messages.js';
import { MESSAGES } from './messages.js';
import { itKeepsCatalogRules } from './testing/message-catalog-rules.js';

describe('AUTH_MESSAGES', () => {
  it('keeps the fixed texts of the accounts contract word for word', () => {
    expect(AUTH_MESSAGES.accountNotFound).toBe('No account is registered with this number');
    expect(AUTH_MESSAGES.invalidPhotoType).toBe('Only JPEG and PNG photos can be uploaded');
    expect(AUTH_MESSAGES.mobileRegistered).toBe(
      'This mobile number is already registered. Please log in.',
    );
    expect(AUTH_MESSAGES.codeSent('+92 300 1234567')).toBe(
      'We have sent a code to +92 300 1234567',
    );
  });

  it('says how many tries are left, in the right number', () => {
    expect(AUTH_MESSAGES.otpInvalid(4)).toBe('The code is not correct. You have 4 tries left.');
    expect(AUTH_MESSAGES.otpInvalid(1)).toBe('The code is not correct. You have 1 try left.');
    expect(AUTH_MESSAGES.otpInvalid(0)).toBe(
      'The code is not correct. You have no tries left: please ask for a new code.',
    );
  });

  it('says when to try again', () => {
    expect(AUTH_MESSAGES.loginLocked(15)).toBe(
      'Too many wrong PINs for this number. Please try again in 15 minutes.',
    );
    expect(AUTH_MESSAGES.loginLocked(1)).toContain('in 1 minute.');
    expect(AUTH_MESSAGES.otpResendTooEarly(12)).toBe(
      'Please wait 12 seconds before asking for a new code.',
    );
    expect(AUTH_MESSAGES.otpResendTooEarly(1)).toBe(
      'Please wait 1 second before asking for a new code.',
    );
  });

  itKeepsCatalogRules(AUTH_MESSAGES, [MESSAGES]);
});
