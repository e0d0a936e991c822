import { ACTION_REFUSED_CODES, SESSION_EXPIRED_STATUSES } from './request-constants';

/**
 * Whether an error answer means the session is lost (SPEC §8: 401, 403, 419), given its status
 * and the contract's error code. A 403 that only refuses the action (`forbidden_role`) keeps
 * the session.
 */
export function isSessionLostAnswer(status: number, code: string): boolean {
  if (!SESSION_EXPIRED_STATUSES.has(status)) return false;
  return !(status === 403 && ACTION_REFUSED_CODES.has(code));
}
