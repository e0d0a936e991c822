import type { TFunction } from 'i18next';
import { errorMessage, otpFailureMessage, serverMessage } from '../../api/server-message';
import { translateMessage } from './translate-message';

/** What went wrong with a caught error, in the reader's language (the server's message by key). */
export function errorText(t: TFunction, error: unknown): string {
  return translateMessage(t, errorMessage(error));
}

/** The server's own message in the reader's language; undefined when it gave none. */
export function serverText(t: TFunction, error: unknown): string | undefined {
  const message = serverMessage(error);
  return message && translateMessage(t, message);
}

/** A failed one-time code, in the reader's language ("Something went wrong!" without a reason). */
export function otpFailureText(t: TFunction, error: unknown): string {
  return translateMessage(t, otpFailureMessage(error));
}
