import { MESSAGES, errorEnvelopeSchema } from '@sauda/domain';
import { isRequestError } from './request-error';

/** The message the server wrote into its error envelope, if it wrote one. */
export function serverMessage(error: unknown): string | undefined {
  if (!isRequestError(error)) return undefined;
  const envelope = errorEnvelopeSchema.safeParse(error.data);
  const message = envelope.success ? envelope.data.error.message.trim() : '';
  return message === '' ? undefined : message;
}

/**
 * What went wrong, in the words the user sees (SPEC §7 "the error detail message"): the
 * server's own message, also on a 401 of a login, where the requester's is "Session Expired";
 * else the local one (Connection Failed…).
 */
export function errorMessage(error: unknown): string {
  if (!isRequestError(error)) return MESSAGES.somethingWentWrong;
  return serverMessage(error) ?? error.message;
}

/** SPEC §8: an OTP failure without a server message reads "Something went wrong!". */
export function otpFailureMessage(error: unknown): string {
  return serverMessage(error) ?? MESSAGES.somethingWentWrong;
}
