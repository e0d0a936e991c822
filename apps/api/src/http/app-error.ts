import { SERVER_MESSAGES } from '@sauda/domain';

/** Extra keys merged into the error envelope, e.g. `fields`, `user_status`, `user_query_id`. */
export type ErrorExtra = Record<string, unknown>;

/**
 * The one error type of the API (STYLE §4). Services throw it; the error handler turns it into
 * `{ error: { code, message, ...extra } }` with `status`.
 */
export class AppError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status = 400,
    readonly extra?: ErrorExtra,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

export function badRequest(code: string, message: string, extra?: ErrorExtra): AppError {
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
export function notFound(message: string = SERVER_MESSAGES.notFound, code = 'not_found'): AppError {
  return new AppError(code, message, 404);
}

export function conflict(code: string, message: string, extra?: ErrorExtra): AppError {
  return new AppError(code, message, 409, extra);
}

export function rateLimited(message: string = SERVER_MESSAGES.rateLimited): AppError {
  return new AppError('rate_limited', message, 429);
}
