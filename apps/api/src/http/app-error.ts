import { SERVER_MESSAGES, type DomainMessage } from '@sauda/domain';

/** Extra keys merged into the error envelope, e.g. `fields`, `user_status`, `user_query_id`. */
export type ErrorExtra = Record<string, unknown>;

/**
 * What an error says: a catalog's keyed message (a text with values in it must be one, so the
 * client can translate it), or plain words, whose key the error handler finds by their text.
 */
export type ErrorMessage = string | DomainMessage;

/**
 * The one error type of the API (STYLE §4). Services throw it; the error handler turns it into
 * `{ error: { code, message, message_key?, params?, ...extra } }` with `status`.
 */
export class AppError extends Error {
  /** The message's key and values when the thrower gave a keyed message. */
  readonly domainMessage: DomainMessage | undefined;

  constructor(
    readonly code: string,
    message: ErrorMessage,
    readonly status = 400,
    readonly extra?: ErrorExtra,
  ) {
    super(typeof message === 'string' ? message : message.text);
    this.name = 'AppError';
    this.domainMessage = typeof message === 'string' ? undefined : message;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

export function badRequest(code: string, message: ErrorMessage, extra?: ErrorExtra): AppError {
  return new AppError(code, message, 400, extra);
}

/** A rule-level validation failure with per-field messages (the spec's section 5 texts). */
export function validationFailed(
  fields: Record<string, string>,
  message: string = SERVER_MESSAGES.checkFields,
): AppError {
  return new AppError('validation_failed', message, 400, { fields });
}

/** The client turns any 401 into "Session Expired" and logs the user out (spec §8). */
export function unauthorized(message: string = SERVER_MESSAGES.sessionExpiredLogin): AppError {
  return new AppError('unauthorized', message, 401);
}

export function forbidden(message: string = SERVER_MESSAGES.forbidden): AppError {
  return new AppError('forbidden', message, 403);
}

/** Also used for another user's private object: never reveal that it exists (DESIGN §3). */
export function notFound(
  message: ErrorMessage = SERVER_MESSAGES.notFound,
  code = 'not_found',
): AppError {
  return new AppError(code, message, 404);
}

export function conflict(code: string, message: ErrorMessage, extra?: ErrorExtra): AppError {
  return new AppError(code, message, 409, extra);
}

export function rateLimited(message: ErrorMessage = SERVER_MESSAGES.rateLimited): AppError {
  return new AppError('rate_limited', message, 429);
}
