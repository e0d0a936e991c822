import { OPERATOR_MESSAGES } from '@sauda/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { currentUser } from '../../http/auth.plugin.js';
import type { UserRow } from '../auth/sessions.repository.js';

/** The platform's own staff: an account whose role is `admin`. */
export function isOperator(user: Pick<UserRow, 'role' | 'isGuest'>): boolean {
  return user.role === 'admin' && !user.isGuest;
}

export function operatorsOnly(): AppError {
  return new AppError('forbidden_role', OPERATOR_MESSAGES.operatorsOnly, 403);
}

export type Operator = Pick<UserRow, 'id' | 'role' | 'isGuest'>;

/** The services' own first check, so no caller can skip the routes' guard. */
export function assertOperator(actor: Operator): void {
  if (!isOperator(actor)) throw operatorsOnly();
}

/**
 * Route-level guard of every /admin route, after `requireUser`: a shopper, a merchant or a guest
 * is refused with 403 (the routes exist; they are simply not theirs).
 */
export function requireOperator(request: FastifyRequest): Promise<void> {
  return isOperator(currentUser(request)) ? Promise.resolve() : Promise.reject(operatorsOnly());
}
