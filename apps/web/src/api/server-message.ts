import { MESSAGES, type MessageParams } from '@sauda/domain';
import { readErrorEnvelope } from './error-envelope';
import { isRequestError } from './request-error';

/**
 * A message to show: English words and, when the server named it, the domain catalog key and
 * the values inside the sentence, by which the UI translates it.
 */
export interface ShownMessage {
  text: string;
  key?: string;
  params?: MessageParams;
}

/** The `message` of a success answer (a code sent…), with its key when the server gave one. */
export function answerMessage(answer: {
  message: string;
  message_key?: string | undefined;
  params?: MessageParams | undefined;
}): ShownMessage {
  const { message: text, message_key: key, params } = answer;
  return { text, ...(key !== undefined && { key }), ...(params !== undefined && { params }) };
}

/** The message the server wrote into its error envelope, with its key; none when it wrote none. */
export function serverMessage(error: unknown): ShownMessage | undefined {
  if (!isRequestError(error)) return undefined;
  const envelope = readErrorEnvelope(error.data);
  if (!envelope) return undefined;
  const { message, message_key: key, params } = envelope.error;
  const text = message.trim();
  if (text === '') return undefined;
  return { text, ...(key !== undefined && { key }), ...(params !== undefined && { params }) };
}

/** The messages the server wrote for the fields of a refused form, each with its key. */
export function serverFieldMessages(error: unknown): Record<string, ShownMessage> {
  if (!isRequestError(error)) return {};
  const keys = readErrorEnvelope(error.data)?.error.field_keys ?? {};
  return Object.fromEntries(
    Object.entries(error.fields ?? {}).map(([field, text]) => [field, { text, ...keys[field] }]),
  );
}

/**
 * What went wrong (SPEC §7 "the error detail message"): the server's own message, also on a
 * 401 of a login, where the requester's is "Session Expired"; else the local one (Connection
 * Failed…).
 */
export function errorMessage(error: unknown): ShownMessage {
  if (!isRequestError(error)) return { text: MESSAGES.somethingWentWrong };
  return serverMessage(error) ?? { text: error.message };
}

/** SPEC §8: an OTP failure without a server message reads "Something went wrong!". */
export function otpFailureMessage(error: unknown): ShownMessage {
  return serverMessage(error) ?? { text: MESSAGES.somethingWentWrong };
}
