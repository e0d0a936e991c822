import { MESSAGES } from '@sauda/domain';
import { INTERNAL_SERVER_ERROR_MESSAGE } from './request-constants';

export interface ParsedError {
  code: string;
  message: string;
  fields: Record<string, string> | undefined;
  details: Record<string, unknown>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringRecord(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return Object.fromEntries(entries);
}

function nonEmptyText(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function isEmpty(data: unknown): boolean {
  if (data === null || data === undefined) return true;
  if (typeof data === 'string') return data.trim() === '';
  return isRecord(data) && Object.keys(data).length === 0;
}

function noDataError(status: number): ParsedError {
  const internal = status === 500;
  return {
    code: internal ? 'internal_server_error' : `http_${status}`,
    message: internal ? INTERNAL_SERVER_ERROR_MESSAGE : MESSAGES.somethingWentWrong,
    fields: undefined,
    details: {},
  };
}

/**
 * SPEC §8 error parsing: the body's `error.message` (contract envelope), or a plain string
 * `error`, or a top-level `message`, or the whole data. A 500 with no data at all is an
 * internal server error. Extra keys of the error (user_status, user_query_id…) are merged
 * over the rest of the payload so that callers can act on them.
 */
export function parseErrorBody(data: unknown, status: number): ParsedError {
  if (isEmpty(data)) return noDataError(status);
  if (!isRecord(data)) {
    const message = typeof data === 'string' ? data : JSON.stringify(data);
    return { code: `http_${status}`, message, fields: undefined, details: {} };
  }
  const { error, ...rest } = data;
  const errorObject = isRecord(error) ? error : {};
  const message =
    nonEmptyText(errorObject.message) ??
    nonEmptyText(error) ??
    nonEmptyText(rest.message) ??
    JSON.stringify(data);
  return {
    code: nonEmptyText(errorObject.code) ?? nonEmptyText(rest.code) ?? `http_${status}`,
    message,
    fields: stringRecord(errorObject.fields),
    details: { ...rest, ...errorObject },
  };
}
