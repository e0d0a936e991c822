import { describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from './auth.messages.js';
import { isDateOfBirth, optionalDateOfBirthSchema, updateUserBodySchema } from './auth.schemas.js';

describe('date of birth (sign-up step 3, the form and update_user alike)', () => {
  it('is a real date not after today in Karachi', () => {
    expect(isDateOfBirth('1995-04-12', '2026-11-27')).toBe(true);
    expect(isDateOfBirth('2026-11-27', '2026-11-27')).toBe(true);
    expect(isDateOfBirth('2026-11-28', '2026-11-27')).toBe(false);
    expect(isDateOfBirth('2001-02-29', '2026-11-27')).toBe(false);
    expect(isDateOfBirth('12/04/1995', '2026-11-27')).toBe(false);
  });

  it('takes today from Karachi’s clock, not UTC’s', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // 19:30 UTC on the 27th is 00:30 on the 28th in Karachi.
      vi.setSystemTime(new Date('2026-11-27T19:30:00Z'));
      expect(isDateOfBirth('2026-11-28')).toBe(true);
      // 18:30 UTC is still 23:30 on the 27th there.
      vi.setSystemTime(new Date('2026-11-27T18:30:00Z'));
      expect(isDateOfBirth('2026-11-28')).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves an empty date alone and refuses a future one with the form’s words', () => {
    expect(optionalDateOfBirthSchema.safeParse('').success).toBe(true);
    const future = optionalDateOfBirthSchema.safeParse('2999-01-01');
    expect(future.success).toBe(false);
    expect(future.error?.issues[0]?.message).toBe(AUTH_MESSAGES.invalidDob);
  });

  it('drops empty optional fields from update_user', () => {
    const parsed = updateUserBodySchema.parse({
      user: { full_name: 'Ayesha Khan', email: '', dob: '' },
    });
    expect(parsed.user).toEqual({ full_name: 'Ayesha Khan', email: undefined, dob: undefined });
  });
});
