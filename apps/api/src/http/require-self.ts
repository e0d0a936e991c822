import { userNotFound } from '../modules/auth/auth-errors.js';
import type { UserRow } from '../modules/auth/sessions.repository.js';
import { unauthorized } from './app-error.js';

/**
 * The one owner check of the `users/{userId}/…` routes: the `{userId}` of the path must be the
 * signed-in user. Without a session it answers 401; for anyone else's id 404 `user_not_found`,
 * so that nobody learns whether that account exists (DESIGN §3). Services call it first.
 */
export function requireSelf(actor: UserRow | null, userQueryId: string): UserRow {
  if (!actor) throw unauthorized();
  if (actor.queryId !== userQueryId) throw userNotFound();
  return actor;
}
