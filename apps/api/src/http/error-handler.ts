import {
  SERVER_MESSAGES as M,
  findDomainMessage,
  keyOf,
  textOf,
  type DomainMessage,
  type ErrorEnvelope,
  type KeyedMessage,
} from '@sauda/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type ErrorExtra, type ErrorMessage } from './app-error.js';

interface ErrorReply {
  status: number;
  code: string;
  message: ErrorMessage;
  extra?: ErrorExtra;
}

/** Fastify and plugin errors that reach the client, by their `code`. */
const KNOWN_ERRORS: Record<string, ErrorReply> = {
  FST_ERR_CTP_INVALID_JSON_BODY: reply(400, 'invalid_json', M.bodyNotJson),
  FST_ERR_CTP_EMPTY_JSON_BODY: reply(400, 'invalid_json', M.bodyEmpty),
  FST_ERR_CTP_BODY_TOO_LARGE: reply(413, 'payload_too_large', M.requestTooLarge),
  FST_REQ_FILE_TOO_LARGE: reply(413, 'payload_too_large', M.fileTooLarge),
  FST_PARTS_LIMIT: reply(413, 'payload_too_large', M.tooManyParts),
  FST_FILES_LIMIT: reply(413, 'payload_too_large', M.tooManyFiles),
  FST_FIELDS_LIMIT: reply(413, 'payload_too_large', M.tooManyFields),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: reply(415, 'unsupported_media_type', M.contentTypeNotSupported),
  FST_INVALID_MULTIPART_CONTENT_TYPE: reply(415, 'unsupported_media_type', M.sendAsMultipart),
};

/**
 * Busboy reports a body that is not the multipart it claims (no boundary, cut short) as plain
 * errors, known only by their words.
 */
const MALFORMED_MULTIPART =
  /^(Multipart: Boundary not found|Boundary required|(Unexpected end|Part terminated early due to unexpected end) of multipart data|The needle cannot)/;

/** Any other client error, by status. */
const BY_STATUS: Record<number, ErrorReply> = {
  400: reply(400, 'bad_request', M.badRequest),
  401: reply(401, 'unauthorized', M.sessionExpiredLogin),
  403: reply(403, 'forbidden', M.forbidden),
  404: reply(404, 'not_found', M.notFound),
  405: reply(405, 'method_not_allowed', M.methodNotAllowed),
  406: reply(406, 'not_acceptable', M.notAcceptable),
  408: reply(408, 'request_timeout', M.requestTimeout),
  409: reply(409, 'conflict', M.conflict),
  413: reply(413, 'payload_too_large', M.requestTooLarge),
  414: reply(414, 'uri_too_long', M.urlTooLong),
  415: reply(415, 'unsupported_media_type', M.contentTypeNotSupported),
  429: reply(429, 'rate_limited', M.rateLimited),
};

function reply(
  status: number,
  code: string,
  message: ErrorMessage,
  extra?: ErrorExtra,
): ErrorReply {
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
    fields[name] ??= issue.message ?? M.fieldNotValid;
  }
  const messages = Object.values(fields);
  // One bad field: its own message (a spec §5 text) is the best thing to show under the form.
  const message = messages.length === 1 && messages[0] ? messages[0] : M.checkFields;
  return reply(400, 'validation_failed', message, { fields });
}

/** Maps anything thrown during a request to the contract's error (DESIGN §3). */
export function toErrorReply(error: unknown): ErrorReply {
  if (error instanceof AppError) {
    return reply(error.status, error.code, error.domainMessage ?? error.message, error.extra);
  }
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
  if (error instanceof Error && MALFORMED_MULTIPART.test(error.message)) {
    return reply(400, 'invalid_multipart', M.badRequest);
  }
  const code = propertyOf(error, 'code');
  const known = typeof code === 'string' ? KNOWN_ERRORS[code] : undefined;
  if (known) return known;
  const status = propertyOf(error, 'statusCode');
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return BY_STATUS[status] ?? reply(status, 'bad_request', M.notProcessed);
  }
  return reply(500, 'internal_error', M.internalError);
}

/** A keyed message as it came, or the catalog message with exactly these words. */
function keyedMessageOf(message: ErrorMessage): DomainMessage | undefined {
  return typeof message === 'string' ? findDomainMessage(message) : message;
}

/** The keys of the field messages a catalog holds; undefined when it holds none of them. */
function fieldKeysOf(fields: unknown): Record<string, KeyedMessage> | undefined {
  if (typeof fields !== 'object' || fields === null) return undefined;
  const keys: Record<string, KeyedMessage> = {};
  for (const [field, message] of Object.entries(fields)) {
    const keyed = typeof message === 'string' ? findDomainMessage(message) : undefined;
    if (keyed) keys[field] = keyOf(keyed);
  }
  return Object.keys(keys).length > 0 ? keys : undefined;
}

/**
 * The envelope: the English message, and beside it the message's key and values (and those of
 * the field messages) wherever a catalog holds them, so that clients translate by key.
 */
function envelopeOf(error: ErrorReply): ErrorEnvelope {
  const keyed = keyedMessageOf(error.message);
  const fieldKeys = fieldKeysOf(error.extra?.fields);
  return {
    error: {
      ...error.extra,
      code: error.code,
      message: textOf(error.message),
      ...(keyed && { message_key: keyed.key }),
      ...(keyed?.params && { params: keyed.params }),
      ...(fieldKeys && { field_keys: fieldKeys }),
    },
  };
}

export function sendError(replyTo: FastifyReply, error: ErrorReply): FastifyReply {
  return replyTo.code(error.status).type('application/json; charset=utf-8').send(envelopeOf(error));
}

/** The one error handler: envelopes for everything, internals only in the log. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, replyTo) => {
    const mapped = toErrorReply(error);
    if (mapped.status >= 500) {
      request.log.error({ err: error }, 'request failed');
    } else {
      request.log.info({ code: mapped.code, status: mapped.status }, textOf(mapped.message));
    }
    return sendError(replyTo, mapped);
  });
}

/** Errors Fastify answers before routing (a path it cannot decode), in the envelope. */
export function answerFrameworkError(
  error: unknown,
  _request: FastifyRequest,
  replyTo: FastifyReply,
): void {
  void sendError(replyTo, toErrorReply(error));
}

/** Answers instead of the JSON 404 when it returns a reply (the SPA's history fallback). */
export type NotFoundFallback = (
  request: FastifyRequest,
  reply: FastifyReply,
) => FastifyReply | undefined;

export function registerNotFoundHandler(app: FastifyInstance, fallback?: NotFoundFallback): void {
  app.setNotFoundHandler((request, replyTo) => {
    return fallback?.(request, replyTo) ?? sendError(replyTo, reply(404, 'not_found', M.notFound));
  });
}
