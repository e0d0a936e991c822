/**
 * Requester constants the shared domain package does not hold; the timeout, purge threshold,
 * header values and messages of SPEC §8–9 come from '@sauda/domain'.
 */

/** Actions whose requests never cancel, nor are cancelled by, another request (SPEC §7). */
export const DEFAULT_EXEMPT_ACTIONS: readonly string[] = ['GET_ITMS'];

/** HTTP statuses the requester treats as a lost session (SPEC §8). */
export const SESSION_EXPIRED_STATUSES: ReadonlySet<number> = new Set([401, 403, 419]);

/**
 * Error codes of a 403 that refuse one action, not the session: a back office member whose
 * role may not do this (DESIGN §3a). Such an answer is an ordinary error shown where it
 * happened; logging the member out for it would be wrong.
 */
export const ACTION_REFUSED_CODES: ReadonlySet<string> = new Set(['forbidden_role']);

/** Status codes the requester reports when no HTTP status applies (SPEC §8). */
export const NETWORK_FAILURE_STATUS = 0;
export const CANCELLED_STATUS = 1;

/** SPEC §8 names a 500 without data an internal server error but gives no text for it. */
export const INTERNAL_SERVER_ERROR_MESSAGE = 'Internal Server Error';
