import { shouldRetryQuery } from './query-client';
import { isRequestError } from './request-error';

const SUPERSEDED_RETRIES = 2;

/**
 * The requester cancels a pending call when another one goes to the same path (SPEC §7), e.g.
 * the header's suggestions and the search page share users/app_search. A page whose call was
 * superseded that way asks again instead of showing an error; other failures keep the app's
 * retry rule.
 */
export function retrySuperseded(failureCount: number, error: unknown): boolean {
  if (isRequestError(error) && error.kind === 'cancelled') {
    return failureCount < SUPERSEDED_RETRIES;
  }
  return shouldRetryQuery(failureCount, error);
}
