import { smsFailed } from './sms-failed.js';
import type { SmsSender } from './sms-sender.js';

export const SMS_TIMEOUT_MS = 10_000;

export interface HttpSmsOptions {
  url: string;
  key: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** Told why a message was not sent; the client only hears `sms_failed`. */
  onFailure?: (details: { to: string; status?: number; error?: unknown }) => void;
}

/** Posts `{ to, body }` as JSON with `Authorization: Bearer <key>` to an SMS gateway. */
export function createHttpSmsSender(options: HttpSmsOptions): SmsSender {
  const { url, key, timeoutMs = SMS_TIMEOUT_MS, fetch: post = fetch, onFailure } = options;
  return {
    async send(to, body) {
      let response: Response;
      try {
        response = await post(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
          body: JSON.stringify({ to, body }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        onFailure?.({ to, error });
        throw smsFailed();
      }
      // The body is not needed; reading it frees the connection.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) {
        onFailure?.({ to, status: response.status });
        throw smsFailed();
      }
    },
  };
}
