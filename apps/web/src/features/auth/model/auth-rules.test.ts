import { MESSAGES } from '@sauda/domain';
import { describe, expect, it } from 'vitest';
import { RequestError } from '../../../api/request-error';
import { makeUser } from '../testing/user-fixture';
import { initialsOf } from './initials';
import { loginDestination } from './login-destination';
import { errorMessage, otpFailureMessage, serverMessage } from '../../../api/server-message';

function httpError(data: unknown, message: string): RequestError {
  return new RequestError({ kind: 'http', status: 400, code: 'x', message, data });
}

describe('loginDestination (SPEC §2 Redirects)', () => {
  it('goes to the first industry type of the user', () => {
    expect(loginDestination(makeUser())).toBe('/products?industryId=3');
  });

  it('goes to /products when the user has no industry type', () => {
    expect(loginDestination(makeUser({ industry_types: [] }))).toBe('/products');
  });
});

describe('server messages', () => {
  const envelope = { error: { code: 'otp_invalid', message: 'The code is not correct.' } };

  it('shows the server message of an error answer', () => {
    const error = httpError(envelope, 'The code is not correct.');
    expect(errorMessage(error).text).toBe('The code is not correct.');
    expect(serverMessage(error)?.text).toBe('The code is not correct.');
    expect(otpFailureMessage(error).text).toBe('The code is not correct.');
  });

  it('an OTP failure without a server message reads "Something went wrong!" (SPEC §8)', () => {
    expect(otpFailureMessage(httpError(null, 'Internal Server Error')).text).toBe(
      'Something went wrong!',
    );
    expect(otpFailureMessage(httpError({ error: { code: 'x', message: ' ' } }, 'x')).text).toBe(
      MESSAGES.somethingWentWrong,
    );
    expect(
      otpFailureMessage(
        new RequestError({ kind: 'network', status: 0, code: 'c', message: 'Connection Failed' }),
      ).text,
    ).toBe('Something went wrong!');
    expect(otpFailureMessage(new Error('boom')).text).toBe('Something went wrong!');
  });

  it('anything else than a request error reads "Something went wrong!"', () => {
    expect(errorMessage(new Error('boom')).text).toBe('Something went wrong!');
  });
});

describe('initialsOf', () => {
  it('takes the first letters of the first and last word', () => {
    expect(initialsOf('Ayesha Khan')).toBe('AK');
    expect(initialsOf('  bilal  ahmed  traders ')).toBe('BT');
    expect(initialsOf('Sana')).toBe('S');
  });
});

describe('errorMessage on a login 401', () => {
  it('shows the server’s words, not "Session Expired"', () => {
    const error = new RequestError({
      kind: 'session_expired',
      status: 401,
      code: 'session_expired',
      message: 'Session Expired',
      description: 'The mobile number or PIN is not correct.',
      data: {
        error: { code: 'invalid_credentials', message: 'The mobile number or PIN is not correct.' },
      },
    });
    expect(errorMessage(error).text).toBe('The mobile number or PIN is not correct.');
  });
});
