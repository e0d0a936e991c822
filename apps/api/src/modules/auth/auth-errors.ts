import { AUTH_MESSAGES, KEYED_AUTH_MESSAGES, MESSAGES, type UserStatus } from '@sauda/domain';
import { AppError, badRequest, notFound, validationFailed } from '../../http/app-error.js';

// The accounts' refusals: one factory each, so codes and words stay the same everywhere.

/** Wrong number or PIN; never says which, nor whether the number has an account. */
export function invalidCredentials(): AppError {
  return new AppError('invalid_credentials', AUTH_MESSAGES.invalidCredentials, 401);
}

export function loginLocked(lockedUntil: Date, now: Date): AppError {
  const seconds = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000));
  const message = KEYED_AUTH_MESSAGES.loginLocked(Math.ceil(seconds / 60));
  return new AppError('login_locked', message, 429, {
    retry_after_seconds: seconds,
    locked_until: lockedUntil.toISOString(),
  });
}

export function guestSessionInvalid(): AppError {
  return new AppError('invalid_guest_credentials', AUTH_MESSAGES.guestSessionInvalid, 401);
}

/** Also for someone else's account: never reveal that it exists (DESIGN §3). */
export function userNotFound(): AppError {
  return notFound(AUTH_MESSAGES.userNotFound, 'user_not_found');
}

export function accountNotFound(): AppError {
  return notFound(AUTH_MESSAGES.accountNotFound, 'account_not_found');
}

/** The number belongs to a finished account (sign-up answers also name that account). */
export function mobileRegistered(status: UserStatus, userQueryId?: string): AppError {
  return badRequest('mobile_number_registered', AUTH_MESSAGES.mobileRegistered, {
    user_status: status,
    ...(userQueryId === undefined ? {} : { user_query_id: userQueryId }),
  });
}

/** A sign-up of this number is waiting for its code: the web asks for it again. */
export function signUpPending(userQueryId: string): AppError {
  return badRequest('sign_up_pending', AUTH_MESSAGES.signUpPending, {
    user_status: 'pending',
    user_query_id: userQueryId,
  });
}

export function alreadyRegistered(): AppError {
  return badRequest('already_registered', AUTH_MESSAGES.alreadyRegistered);
}

export function guestSignupRequired(): AppError {
  return badRequest('guest_signup_required', AUTH_MESSAGES.guestSignupRequired);
}

export function verifyAccountFirst(): AppError {
  return badRequest('account_not_verified', AUTH_MESSAGES.verifyAccountFirst);
}

/** Sign-up step 3 without a PIN. */
export function pinRequired(): AppError {
  return validationFailed({ password: MESSAGES.enterPin }, MESSAGES.enterPin);
}

export function otpInvalid(triesLeft: number): AppError {
  return badRequest('otp_invalid', KEYED_AUTH_MESSAGES.otpInvalid(triesLeft), {
    tries_left: triesLeft,
  });
}

export function otpExpired(): AppError {
  return badRequest('otp_expired', AUTH_MESSAGES.otpExpired);
}

export function otpAttemptsExceeded(): AppError {
  return badRequest('otp_attempts_exceeded', AUTH_MESSAGES.otpAttemptsExceeded);
}

export function otpNotFound(): AppError {
  return badRequest('otp_not_found', AUTH_MESSAGES.otpNotFound);
}

export function otpResendTooEarly(seconds: number): AppError {
  const message = KEYED_AUTH_MESSAGES.otpResendTooEarly(seconds);
  return new AppError('otp_resend_too_early', message, 429, {
    retry_after_seconds: seconds,
  });
}

export function photoRequired(): AppError {
  return validationFailed({ avatar: AUTH_MESSAGES.photoRequired }, AUTH_MESSAGES.photoRequired);
}

export function invalidPhotoType(): AppError {
  return badRequest('invalid_photo_type', AUTH_MESSAGES.invalidPhotoType);
}

export function mediaUnavailable(): AppError {
  return new AppError('media_unavailable', AUTH_MESSAGES.mediaUnavailable, 503);
}
