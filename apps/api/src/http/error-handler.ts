import type { ErrorEnvelope } from '@sauda/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type ErrorExtra } from './app-error.js';

interface ErrorReply {
  status: number;
  code: string;
  message: string;
  extra?: ErrorExtra;
}

export const VALIDATION_MESSAGE = 'Please check the highlighted fields.';
const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';

/** Fastify and plugin errors that reach the client, by their `code`. */
const KNOWN_ERRORS: Record<string, ErrorReply> = {
  FST_ERR_CTP_INVALID_JSON_BODY: reply(400, 'invalid_json', 'The request body is not valid JSON.'),
  FST_ERR_CTP_EMPTY_JSON_BODY: reply(400, 'invalid_json', 'The request body is empty.'),
  FST_ERR_CTP_BODY_TOO_LARGE: reply(413, 'payload_too_large', 'The request is too large.'),
  FST_REQ_FILE_TOO_LARGE: reply(413, 'payload_too_large', 'The file is too large.'),
  FST_PARTS_LIMIT: reply(413, 'payload_too_large', 'The form has too many parts.'),
  FST_FILES_LIMIT: reply(413, 'payload_too_large', 'The form has too many files.'),
  FST_FIELDS_LIMIT: reply(413, 'payload_too_large', 'The form has too many fields.'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: reply(
    415,
    'unsupported_media_type',
    'This content type is not supported.',
  ),
  FST_INVALID_MULTIPART_CONTENT_TYPE: reply(
    415,
    'unsupported_media_type',
    'Send this form as multipart/form-data.',
  ),
};

/** Any other client error, by status. */
const BY_STATUS: Record<number, ErrorReply> = {
  400: reply(400, 'bad_request', 'The request could not be understood.'),
  401: reply(401, 'unauthorized', 'Session Expired. Please log in again.'),
  403: reply(403, 'forbidden', 'You are not allowed to do that.'),
  404: reply(404, 'not_found', 'Not found.'),
  405: reply(405, 'method_not_allowed', 'This method is not allowed here.'),
  406: reply(406, 'not_acceptable', 'This response format is not available.'),
  408: reply(408, 'request_timeout', 'The request took too long.'),
  409: reply(
    409,
    'conflict',
    'This conflicts with the current state. Please refresh and try again.',
  ),
  413: reply(413, 'payload_too_large', 'The request is too large.'),
  414: reply(414, 'uri_too_long', 'The address is too long.'),
  415: reply(415, 'unsupported_media_type', 'This content type is not supported.'),
  429: reply(429, 'rate_limited', 'Too many requests. Please wait a moment and try again.'),
};

function reply(status: number, code: string, message: string, extra?: ErrorExtra): ErrorReply {
  return extra ? { status, code, message, extra } : { status, code, message };
}

function propertyOf(error: unknown, key: string): unknown {
  return typeof error === 'object' && error !== null
    ? (error as Record<string, unknown>)[key]
    : undefined;
}

/** `/user/mobile_number` → `user.mobile_number`; the root of the body is named by its context. */
function fieldName(instancePath: string, context: unknown): string {
  const path = instancePath.split('/').filter(Boolean).join('.');
  return path || (typeof context === 'string' ? context : 'body');
}

function validationReply(
  issues: { instancePath: string; message?: string }[],
  context: unknown,
): ErrorReply {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const name = fieldName(issue.instancePath, context);
    fields[name] ??= issue.message ?? 'This field is not valid.';
  }
  const messages = Object.values(fields);
  // One bad field: its own message (a spec §5 text) is the best thing to show under the form.
  const message = messages.length === 1 && messages[0] ? messages[0] : VALIDATION_MESSAGE;
  return reply(400, 'validation_failed', message, { fields });
}

/** Maps anything thrown during a request to the contract's error (DESIGN §3). */
export function toErrorReply(error: unknown): ErrorReply {
  if (error instanceof AppError) return reply(error.status, error.code, error.message, error.extra);
  if (hasZodFastifySchemaValidationErrors(error)) {
    return validationReply(error.validation, error.validationContext);
  }
  const validation = propertyOf(error, 'validation');
  if (Array.isArray(validation)) {
    return validationReply(
      validation as { instancePath: string; message?: string }[],
      propertyOf(error, 'validationContext'),
    );
  }
  const code = propertyOf(error, 'code');
  const known = typeof code === 'string' ? KNOWN_ERRORS[code] : undefined;
  if (known) return known;
  const status = propertyOf(error, 'statusCode');
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return BY_STATUS[status] ?? reply(status, 'bad_request', 'The request could not be processed.');
  }
  return reply(500, 'internal_error', INTERNAL_MESSAGE);
}

export function sendError(replyTo: FastifyReply, error: ErrorReply): FastifyReply {
  const body: ErrorEnvelope = {
    error: { ...error.extra, code: error.code, message: error.message },
  };
  return replyTo.code(error.status).type('application/json; charset=utf-8').send(body);
}

/** The one error handler: envelopes for everything, internals only in the log. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, replyTo) => {
    const mapped = toErrorReply(error);
    if (mapped.status >= 500) {
      request.log.error({ err: error }, 'request failed');
    } else {
      request.log.info({ code: mapped.code, status: mapped.status }, mapped.message);
    }
    return sendError(replyTo, mapped);
  });
}

/** Answers instead of the JSON 404 when it returns a reply (the SPA's history fallback). */
export type NotFoundFallback = (
  request: FastifyRequest,
  reply: FastifyReply,
) => FastifyReply | undefined;

export function registerNotFoundHandler(app: FastifyInstance, fallback?: NotFoundFallback): void {
  app.setNotFoundHandler((request, replyTo) => {
    return (
      fallback?.(request, replyTo) ?? sendError(replyTo, reply(404, 'not_found', 'Not found.'))
    );
  });
}
