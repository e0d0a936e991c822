import { shouldRetryQuery } from '../../../api/query-client';
import { isRequestError } from '../../../api/request-error';

const SUPERSEDED_RETRIES = 2;

/**
 * The requester cancels a pending call when another one goes to the same path (SPEC §7): two
 * maps on screen (the address list's preview and the picker) share geo/places. A map whose call
 * was superseded that way asks again; other failures keep the app's retry rule.
 */
export function retryGeoQuery(failureCount: number, error: unknown): boolean {
  if (isRequestError(error) && error.kind === 'cancelled') {
    return failureCount < SUPERSEDED_RETRIES;
  }
  return shouldRetryQuery(failureCount, error);
}
