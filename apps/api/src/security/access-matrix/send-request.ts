import type { FastifyInstance } from 'fastify';
import type { MatrixRequest } from './access-entry.js';

export interface MatrixAnswer {
  status: number;
  contentType: string;
  /** The JSON body; absent for a stream or a file. */
  body: unknown;
  /** The body as text; empty for a stream. */
  text: string;
}

const bearer = (token: string | undefined): Record<string, string> =>
  token ? { authorization: `Bearer ${token}` } : {};

const isJson = (contentType: string) => contentType.startsWith('application/json');

/**
 * Opens the stream over HTTP as a browser does: a refusal is a JSON error at once; an opened
 * stream is left at its headers and closed.
 */
async function openStream(baseUrl: string, url: string, token: string | undefined) {
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}${url}`, {
    headers: { accept: 'text/event-stream', ...bearer(token) },
    signal: abort.signal,
  });
  const contentType = response.headers.get('content-type') ?? '';
  if (!isJson(contentType)) {
    abort.abort();
    return { status: response.status, contentType, body: undefined, text: '' };
  }
  const text = await response.text();
  return { status: response.status, contentType, body: JSON.parse(text) as unknown, text };
}

/** Sends the request with the actor's session (none for the anonymous visitor). */
export async function sendAs(
  app: FastifyInstance,
  baseUrl: string,
  request: MatrixRequest,
  token: string | undefined,
): Promise<MatrixAnswer> {
  if (request.stream) return openStream(baseUrl, request.url, token);
  const payload = request.form ? request.form() : request.json;
  const response = await app.inject({
    method: request.method,
    url: request.url,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  const contentType = String(response.headers['content-type'] ?? '');
  const body = isJson(contentType) ? response.json<unknown>() : undefined;
  return { status: response.statusCode, contentType, body, text: response.body };
}
