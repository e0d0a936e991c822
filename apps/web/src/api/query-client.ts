import { QueryClient } from '@tanstack/react-query';
import { isRequestError } from './request-error';

export const QUERY_STALE_TIME_MS = 30_000;
const NETWORK_RETRIES = 2;

/**
 * Only a call that got no answer (timeout, offline) is worth repeating: an error answer would
 * come back the same, and a cancelled call was replaced on purpose.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return isRequestError(error) && error.isNetworkFailure && failureCount < NETWORK_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        retry: shouldRetryQuery,
      },
      // Orders, vouchers and sign-up must never be sent twice behind the user's back.
      mutations: { retry: false },
    },
  });
}
