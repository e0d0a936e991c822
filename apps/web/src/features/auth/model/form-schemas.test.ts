import { describe, expect, it } from 'vitest';
import { loginFormSchema } from './login-form-schema';
import { resetPinSchema } from './reset-pin-schema';
import { signUpDetailsSchema } from './signup-details-schema';

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('loginFormSchema (SPEC §5)', () => {
  it('parses the masked number without spaces', () => {
    expect(loginFormSchema.parse({ mobile: '+92 300 1234567', pin: '123456' })).toEqual({
      mobile: '+923001234567',
      pin: '123456',
    });
  });

  it('says each login message word for word', () => {
    expect(messages(loginFormSchema.safeParse({ mobile: '', pin: '' }))).toEqual({
      mobile: 'Please Enter Phone No',
      pin: 'Please Enter Your 6 Digit Pin or password',
    });
    expect(messages(loginFormSchema.safeParse({ mobile: '+92 300 12', pin: '12345!' }))).toEqual({
      mobile: 'Phone No is not valid',
      pin: 'Please Enter Your 6 Digit Pin or password',
    });
  });
});

describe('signUpDetailsSchema', () => {
  const valid = {
    fullName: 'Ayesha Khan',
    pin: 'ab1234',
    confirmPin: 'ab1234',
    email: '',
    dob: '',
  };

  it('accepts a name and a PIN, email and date of birth optional', () => {
    expect(signUpDetailsSchema.safeParse(valid).success).toBe(true);
    expect(
      signUpDetailsSchema.safeParse({ ...valid, email: 'a@b.pk', dob: '1990-02-28' }).success,
    ).toBe(true);
  });

  it('refuses a bad name, PIN, mismatch, email and future or impossible date', () => {
    expect(
      messages(
        signUpDetailsSchema.safeParse({
          fullName: '  ',
          pin: '123',
          confirmPin: '999999',
          email: 'nope',
          dob: '2999-01-01',
        }),
      ),
    ).toEqual({
      fullName: 'Name is not valid',
      pin: 'Please Enter Your 6 Digit Pin or password',
      email: 'Please enter a valid email address',
      dob: 'Please enter a valid date of birth',
    });
    expect(messages(signUpDetailsSchema.safeParse({ ...valid, confirmPin: 'ab1235' }))).toEqual({
      confirmPin: 'auth.errors.pinMismatch',
    });
    expect(messages(signUpDetailsSchema.safeParse({ ...valid, dob: '2001-02-29' }))).toEqual({
      dob: 'Please enter a valid date of birth',
    });
  });
});

describe('resetPinSchema', () => {
  it('needs all six digits of the code and the same PIN twice', () => {
    expect(
      resetPinSchema.safeParse({ code: '123456', pin: '654321', confirmPin: '654321' }).success,
    ).toBe(true);
    expect(
      messages(resetPinSchema.safeParse({ code: '12 456', pin: '654321', confirmPin: '654320' })),
    ).toEqual({
      code: 'auth.errors.otpIncomplete',
      confirmPin: 'auth.errors.pinMismatch',
    });
  });
});
