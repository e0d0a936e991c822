import { MESSAGES } from '@sauda/domain';
import { CANCELLED_STATUS, NETWORK_FAILURE_STATUS } from './request-constants';

/**
 * What went wrong, for program logic (retry, logout); `message` is what the user sees.
 * - http: the server answered with an error (status 4xx/5xx or a body carrying `error`)
 * - session_expired: 401, 403 or 419 (but a 403 `forbidden_role` is http: see request-status)
 * - timeout / network: no answer (status 0: Request Timeout / Connection Failed)
 * - cancelled: superseded by a newer request or aborted by the caller (status 1)
 * - exception: the call broke on our side, e.g. an unreadable body (Connection Timeout)
 */
export type RequestErrorKind =
  'http' | 'session_expired' | 'timeout' | 'network' | 'cancelled' | 'exception';

export interface RequestErrorInit {
  kind: RequestErrorKind;
  /** The HTTP status, or 0 (no answer) / 1 (cancelled) as SPEC §8 numbers them. */
  status: number;
  /** The contract's snake_case error code, or a local one for transport failures. */
  code: string;
  message: string;
  description?: string | undefined;
  fields?: Record<string, string> | undefined;
  /** The server's error merged with the rest of its payload (user_status, user_query_id…). */
  details?: Record<string, unknown> | undefined;
  /** The answer's body as received. */
  data?: unknown;
  action?: string | undefined;
  cause?: unknown;
}

export class RequestError extends Error {
  override readonly name = 'RequestError';
  readonly kind: RequestErrorKind;
  readonly status: number;
  readonly code: string;
  readonly description: string | undefined;
  readonly fields: Record<string, string> | undefined;
  readonly details: Record<string, unknown>;
  readonly data: unknown;
  readonly action: string | undefined;

  constructor(init: RequestErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status;
    this.code = init.code;
    this.description = init.description;
    this.fields = init.fields;
    this.details = init.details ?? {};
    this.data = init.data;
    this.action = init.action;
  }

  /** No answer reached us: worth another try. */
  get isNetworkFailure(): boolean {
    return this.kind === 'timeout' || this.kind === 'network';
  }
}

export function isRequestError(error: unknown): error is RequestError {
  return error instanceof RequestError;
}

type TransportKind = 'timeout' | 'network' | 'cancelled' | 'exception';

const TRANSPORT_ERRORS: Record<
  TransportKind,
  Pick<RequestErrorInit, 'status' | 'code' | 'message' | 'description'>
> = {
  timeout: {
    status: NETWORK_FAILURE_STATUS,
    code: 'request_timeout',
    message: MESSAGES.requestTimeout,
  },
  network: {
    status: NETWORK_FAILURE_STATUS,
    code: 'connection_failed',
    message: MESSAGES.connectionFailed,
  },
  cancelled: {
    status: CANCELLED_STATUS,
    code: 'request_cancelled',
    message: MESSAGES.requestCancelled,
    description: MESSAGES.connectionFailed,
  },
  exception: {
    status: NETWORK_FAILURE_STATUS,
    code: 'connection_timeout',
    message: MESSAGES.connectionTimeout,
  },
};

/** An error for a call that produced no usable answer. */
export function transportError(
  kind: TransportKind,
  action: string | undefined,
  cause?: unknown,
): RequestError {
  return new RequestError({ kind, ...TRANSPORT_ERRORS[kind], action, cause });
}
