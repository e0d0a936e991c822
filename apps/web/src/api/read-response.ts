import { MESSAGES } from '@sauda/domain';
import { prepareErrorEnvelope } from './error-envelope';
import { RequestError, transportError } from './request-error';
import { parseErrorBody, type ParsedError } from './parse-error';
import { isSessionLostAnswer } from './request-status';

export type ResponseType = 'json' | 'blob';

/** SPEC §7: every status from 200 to 700 is an answer; anything else is a failed connection. */
function isAnswer(status: number): boolean {
  return status >= 200 && status <= 700;
}

/** A successful body must be readable: a broken one throws and becomes Connection Timeout. */
async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  return text.trim() === '' ? null : (JSON.parse(text) as unknown);
}

/** Error bodies may be any text; on a blob download (receipt) they are text holding JSON. */
async function readErrorBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function carriesError(data: unknown): boolean {
  return typeof data === 'object' && data !== null && 'error' in data && Boolean(data.error);
}

function httpError(
  data: unknown,
  status: number,
  action: string | undefined,
  parsed: ParsedError = parseErrorBody(data, status),
): RequestError {
  return new RequestError({ kind: 'http', status, ...parsed, data, action });
}

function sessionExpiredError(
  data: unknown,
  status: number,
  action: string | undefined,
  parsed: ParsedError,
): RequestError {
  return new RequestError({
    kind: 'session_expired',
    status,
    code: 'session_expired',
    message: MESSAGES.sessionExpired,
    description: data === null ? undefined : parsed.message,
    details: parsed.details,
    data,
    action,
  });
}

/**
 * SPEC §8 status handling. Resolves with the body (null for 204/205) or throws a RequestError.
 * Beyond the statuses the spec names (400, 402, 404, 500), every other non-2xx status (409, 429…)
 * is parsed the same way, and a 2xx body carrying an `error` field is an error too. A 403 that
 * refuses a member's role (`forbidden_role`) is such an ordinary error, not a lost session.
 */
export async function readResponse(
  response: Response,
  responseType: ResponseType,
  action: string | undefined,
): Promise<unknown> {
  const { status } = response;
  if (!isAnswer(status)) throw transportError('network', action);
  if (status === 204 || status === 205) return null;
  if (response.ok) {
    const data = responseType === 'blob' ? await response.blob() : await readJson(response);
    if (!carriesError(data)) return data;
    await prepareErrorEnvelope();
    throw httpError(data, status, action);
  }
  const data = await readErrorBody(response);
  await prepareErrorEnvelope();
  const parsed = parseErrorBody(data, status);
  if (isSessionLostAnswer(status, parsed.code)) {
    throw sessionExpiredError(data, status, action, parsed);
  }
  throw httpError(data, status, action, parsed);
}
