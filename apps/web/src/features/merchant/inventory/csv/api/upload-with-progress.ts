import { DEFAULT_VISITOR_ID } from '@sauda/domain';
import { env } from '../../../../../config/env';
import { readResponse } from '../../../../../api/read-response';
import { getRequesterConfig } from '../../../../../api/request-config';
import { isRequestError, transportError } from '../../../../../api/request-error';
import { buildRequestHeaders } from '../../../../../api/request-headers';
import { resolveRequestUrl, type QueryParams } from '../../../../../api/request-url';

export interface UploadOptions {
  url: string;
  query?: QueryParams;
  form: FormData;
  action: string;
  /** Share of the body sent so far, 0 to 1. */
  onProgress?: (sent: number) => void;
  signal?: AbortSignal;
}

/**
 * POSTs a form as the requester does (same headers, same error answers, a lost session logs
 * out), through XMLHttpRequest because fetch cannot report how much of a body is sent yet.
 * Resolves with the answer's JSON; a refusal rejects with the requester's RequestError.
 */
export function uploadWithProgress({
  url,
  query,
  form,
  action,
  onProgress,
  signal,
}: UploadOptions): Promise<unknown> {
  const config = getRequesterConfig();
  const xhr = new XMLHttpRequest();
  xhr.open('POST', resolveRequestUrl(url, 'v1', query));
  const headers = buildRequestHeaders({
    auth: true,
    multipart: true,
    apiKey: env.VITE_WALLET_API_KEY,
    visitorId: config.getVisitorId() || DEFAULT_VISITOR_ID,
    sessionToken: config.getSessionToken(),
    location: config.getLocation(),
  });
  for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
  xhr.upload.onprogress = (event) => {
    if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
  };
  const answered = new Promise<Response>((resolve, reject) => {
    xhr.onload = () => {
      const empty = xhr.status === 204 || xhr.status === 205;
      resolve(new Response(empty ? null : xhr.responseText, { status: xhr.status }));
    };
    xhr.onerror = () => reject(transportError('network', action));
    xhr.onabort = () => reject(transportError('cancelled', action));
    xhr.ontimeout = () => reject(transportError('timeout', action));
  });
  signal?.addEventListener('abort', () => xhr.abort(), { once: true });
  xhr.send(form);
  return answered
    .then((response) => readResponse(response, 'json', action))
    .catch((error: unknown) => {
      if (isRequestError(error) && error.kind === 'session_expired') {
        config.onSessionExpired(error);
      }
      throw error;
    });
}
