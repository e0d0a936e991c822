import { OTP_RESEND_WAIT_SECONDS } from '@sauda/domain';

// DESIGN §4 secrets rules, in one place for the services and their tests.

/** A one-time code is good for 5 minutes. */
export const OTP_TTL_MS = 5 * 60_000;
/** Wrong tries a code survives; then it is dead and a new one must be asked for. */
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_WAIT_MS = OTP_RESEND_WAIT_SECONDS * 1000;
/**
 * Codes of one purpose a user is sent in any hour: bounds the texts a number receives and the
 * guesses (5 per code) anyone can make at it.
 */
export const OTP_MAX_SENDS_PER_HOUR = 5;
export const OTP_SEND_WINDOW_MS = 60 * 60_000;
/**
 * Codes one number receives in any hour, whatever account, guest or purpose asked: many guest
 * sessions naming the same number must not turn it into a target of paid texts.
 */
export const OTP_MAX_SENDS_PER_NUMBER_PER_HOUR = 10;

/** Wrong PINs for one number before it is locked. */
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_LOCK_MS = 15 * 60_000;

/** Absolute session lifetime; the idle limit lives in the auth plugin. */
export const SESSION_TTL_MS = 90 * 24 * 60 * 60_000;
