import { DEFAULT_VISITOR_ID, REQUEST_TIMEOUT_MS } from '@sauda/domain';
import type { z } from 'zod';
import { env } from '../config/env';
import { LazySchema } from './lazy-schema';
import { PendingRequestRegistry } from './pending-requests';
import { readResponse, type ResponseType } from './read-response';
import { buildRequestBody, type RequestMethod } from './request-body';
import { getRequesterConfig, type RequesterConfig } from './request-config';
import { RequestError, transportError } from './request-error';
import { buildRequestHeaders } from './request-headers';
import { requestKey, resolveRequestUrl, type QueryParams, type RequestBase } from './request-url';

export interface RequestOptions {
  url: string;
  method?: RequestMethod;
  body?: unknown;
  query?: QueryParams;
  base?: RequestBase;
  /** Adds location and the session token; default true. */
  auth?: boolean;
  /** The action name (e.g. GET_ITMS): carried on errors and checked against exempt actions. */
  action?: string;
  /**
   * Leaves this call out of the bulk cancel (SPEC §7): it neither cancels, nor is cancelled by,
   * another call to the same URL. Unset, it follows the action: exempt actions (GET_ITMS) are.
   */
  exemptFromBulkCancel?: boolean;
  /** Sends the body as FormData, without a JSON content type. */
  multipart?: boolean;
  responseType?: ResponseType;
  signal?: AbortSignal;
  /** On login a lost session is only reported, never turned into a logout. */
  isLogin?: boolean;
  /** Authorizes this one call with another token than the app's session (sign-up step 3). */
  sessionToken?: string;
  cache?: RequestCache;
}

/** The answer's body; null when the server answers 204 or 205. */
export type RequestResult<T> = T | null;

/** Cancellation registry of this app; `cancelAll()` drops every call of an ended session. */
export const pendingRequests = new PendingRequestRegistry();

function followSignal(signal: AbortSignal | undefined, controller: AbortController): () => void {
  if (!signal) return () => undefined;
  const abort = () => controller.abort();
  if (signal.aborted) abort();
  signal.addEventListener('abort', abort, { once: true });
  return () => signal.removeEventListener('abort', abort);
}

function reportSessionExpired(error: RequestError, config: RequesterConfig): void {
  try {
    config.onSessionExpired(error);
  } catch (hookError) {
    // The caller must still get Session Expired, not the hook's own failure.
    console.error(hookError);
  }
}

/** The answer's schema: one already at hand, or one whose module loads beside the call. */
export type ResponseSchema<S extends z.ZodType> = S | LazySchema<S>;

/** Starts loading a lazy schema with the call, so the answer never waits on it in turn. */
function schemaOf(schema: ResponseSchema<z.ZodType> | undefined): Promise<z.ZodType | undefined> {
  if (!(schema instanceof LazySchema)) return Promise.resolve(schema);
  const loading = schema.load();
  // Awaited after the answer; until then a failed load must not count as unhandled.
  loading.catch(() => undefined);
  return loading;
}

function validate(
  schema: z.ZodType | undefined,
  data: unknown,
  action: string | undefined,
): unknown {
  if (!schema) return data;
  const result = schema.safeParse(data);
  if (!result.success) throw transportError('exception', action, result.error);
  return result.data;
}

/**
 * The one requester of SPEC §7–8. Resolves with the body, or throws a RequestError, which is
 * what TanStack Query expects of a query function. With `schema` the body is validated.
 */
export function request<S extends z.ZodType>(
  options: RequestOptions & { schema: ResponseSchema<S> },
): Promise<z.output<S>>;
export function request<T = unknown>(options: RequestOptions): Promise<RequestResult<T>>;
export async function request(
  options: RequestOptions & { schema?: ResponseSchema<z.ZodType> },
): Promise<unknown> {
  const config = getRequesterConfig();
  const { action, isLogin = false, multipart = false, auth = true } = options;
  const method = options.method ?? 'GET';
  const url = resolveRequestUrl(options.url, options.base ?? 'v1', options.query);
  const controller = new AbortController();
  const exempt =
    !config.cancelsEarlier ||
    (options.exemptFromBulkCancel ??
      (action !== undefined && config.exemptActions.includes(action)));
  const handle = pendingRequests.register(requestKey(method, url), controller, exempt);
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const unfollow = followSignal(options.signal, controller);
  const schemaReady = schemaOf(options.schema);
  const failure = (fallback: 'network' | 'exception', cause: unknown) => {
    if (!controller.signal.aborted) return transportError(fallback, action, cause);
    return transportError(timedOut ? 'timeout' : 'cancelled', action, cause);
  };

  try {
    if (controller.signal.aborted) throw failure('network', undefined);
    let response: Response;
    try {
      response = await config.send(url, {
        method,
        headers: buildRequestHeaders({
          auth,
          multipart,
          apiKey: env.VITE_WALLET_API_KEY,
          visitorId: config.getVisitorId() || DEFAULT_VISITOR_ID,
          sessionToken: auth ? (options.sessionToken ?? config.getSessionToken()) : undefined,
          location: auth ? config.getLocation() : undefined,
        }),
        body: buildRequestBody(method, options.body, multipart),
        signal: controller.signal,
        ...(options.cache ? { cache: options.cache } : {}),
      });
    } catch (cause) {
      throw failure('network', cause);
    }
    const data = await readResponse(response, options.responseType ?? 'json', action);
    const schema = await schemaReady.catch((cause: unknown) => {
      throw failure('network', cause);
    });
    return validate(schema, data, action);
  } catch (error) {
    const requestError = error instanceof RequestError ? error : failure('exception', error);
    if (requestError.kind === 'session_expired' && !isLogin) {
      reportSessionExpired(requestError, config);
    }
    throw requestError;
  } finally {
    clearTimeout(timer);
    unfollow();
    handle.settle();
  }
}
