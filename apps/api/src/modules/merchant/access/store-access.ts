import {
  MERCHANT_MESSAGES,
  SERVER_MESSAGES,
  roleAllows,
  type MerchantPermission,
} from '@sauda/domain';
import type { AppDb } from '../../../db/client.js';
import { AppError, notFound } from '../../../http/app-error.js';
import type { UserRow } from '../../auth/sessions.repository.js';
import { findStoreMembership, type StoreMembership } from './store-membership.repository.js';

export const FORBIDDEN_ROLE = 'forbidden_role';

export function forbiddenRole(): AppError {
  return new AppError(FORBIDDEN_ROLE, MERCHANT_MESSAGES.forbiddenRole, 403);
}

/**
 * The one access check of the back office (DESIGN §3a), called first by every merchant
 * service: the actor's membership of the store, and a role that has the permission. A store
 * the actor does not work in answers 404 like a missing one; a role without the right, 403.
 */
export async function requireStoreAccess(
  db: AppDb,
  actor: Pick<UserRow, 'id'>,
  storeQueryId: string,
  permission: MerchantPermission,
): Promise<StoreMembership> {
  const membership = await findStoreMembership(db, actor.id, storeQueryId);
  if (!membership) throw notFound(SERVER_MESSAGES.storeNotFound);
  if (!roleAllows(membership.role, permission)) throw forbiddenRole();
  return membership;
}
