import { STORE_STAFF_MESSAGES as M } from '@sauda/domain';
import { badRequest, notFound, type AppError } from '../../../http/app-error.js';

export function memberNotFound(): AppError {
  return notFound(M.memberNotFound, 'member_not_found');
}

export function lastOwner(): AppError {
  return badRequest('last_owner', M.lastOwner);
}
