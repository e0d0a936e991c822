/**
 * What the accounts API says when it refuses something (sign-in, sign-up, one-time codes,
 * forgot PIN, photos). The web shows these same words; texts with a number in them are
 * functions of that number.
 */

import { domainMessage } from './domain-message.js';

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

export const AUTH_MESSAGES = Object.freeze({
  // Signing in
  invalidCredentials: 'The mobile number or PIN is not correct.',
  loginLocked: (minutes: number) =>
    `Too many wrong PINs for this number. Please try again in ${plural(minutes, 'minute', 'minutes')}.`,
  guestSessionInvalid: 'This guest session could not be restored. Please reload the page.',

  // Sign-up and guest verification
  mobileRegistered: 'This mobile number is already registered. Please log in.',
  signUpPending:
    'This mobile number is not verified yet. Enter the code we send you to finish signing up.',
  alreadyRegistered: 'This account is already registered.',
  guestSignupRequired: 'Please enter your name, mobile number and password first.',
  verifyAccountFirst: 'Please verify your account first.',
  userNotFound: 'This account does not exist.',
  accountNotFound: 'No account is registered with this number',
  invalidEmail: 'Please enter a valid email address',
  invalidDob: 'Please enter a valid date of birth',

  // One-time codes
  codeSent: (maskedNumber: string) => `We have sent a code to ${maskedNumber}`,
  otpInvalid: (triesLeft: number) =>
    triesLeft > 0
      ? `The code is not correct. You have ${plural(triesLeft, 'try', 'tries')} left.`
      : 'The code is not correct. You have no tries left: please ask for a new code.',
  otpExpired: 'This code has expired. Please ask for a new code.',
  otpAttemptsExceeded: 'Too many wrong tries for this code. Please ask for a new code.',
  otpNotFound: 'There is no code waiting to be entered. Please ask for a new code.',
  otpResendTooEarly: (seconds: number) =>
    `Please wait ${plural(seconds, 'second', 'seconds')} before asking for a new code.`,
  smsFailed: 'We could not send the code right now. Please try again in a moment.',

  // Profile photo
  photoRequired: 'Please choose a photo to upload.',
  invalidPhotoType: 'Only JPEG and PNG photos can be uploaded',
  mediaUnavailable: 'Photos cannot be uploaded right now. Please try again later.',
} as const);

export type AuthMessageKey = keyof typeof AUTH_MESSAGES;

/**
 * The texts with a value in them, keyed for clients that translate (`auth.<name>`, with the
 * number or the masked phone number as values). The API sends these.
 */
export const KEYED_AUTH_MESSAGES = Object.freeze({
  loginLocked: (minutes: number) =>
    domainMessage('auth.loginLocked', AUTH_MESSAGES.loginLocked(minutes), { count: minutes }),
  codeSent: (maskedNumber: string) =>
    domainMessage('auth.codeSent', AUTH_MESSAGES.codeSent(maskedNumber), { number: maskedNumber }),
  otpInvalid: (triesLeft: number) =>
    triesLeft > 0
      ? domainMessage('auth.otpInvalid', AUTH_MESSAGES.otpInvalid(triesLeft), { count: triesLeft })
      : domainMessage('auth.otpNoTriesLeft', AUTH_MESSAGES.otpInvalid(0)),
  otpResendTooEarly: (seconds: number) =>
    domainMessage('auth.otpResendTooEarly', AUTH_MESSAGES.otpResendTooEarly(seconds), {
      count: seconds,
    }),
});
