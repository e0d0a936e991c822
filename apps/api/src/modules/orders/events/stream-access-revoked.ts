import { sql } from 'drizzle-orm';
import type { AppDb } from '../../../db/client.js';
import { ORDER_EVENTS_CHANNEL } from '../order-notification.js';

/** A member left a store: their open streams of that store, on every instance, must end. */
export interface StreamAccessRevoked {
  userId: number;
  companyId: number;
}

const KIND = 'access_revoked';

/**
 * Sent on the order events channel, which every instance already listens on, so no second
 * connection is needed. Delivered when the removal commits, and not at all if it rolls back.
 */
export async function notifyStreamAccessRevoked(
  db: AppDb,
  { userId, companyId }: StreamAccessRevoked,
): Promise<void> {
  const payload = JSON.stringify({ kind: KIND, user_id: userId, company_id: companyId });
  await db.execute(sql`select pg_notify(${ORDER_EVENTS_CHANNEL}, ${payload})`);
}

const isId = (value: unknown): value is number => Number.isInteger(value) && Number(value) > 0;

/** The revocation a payload carries, or undefined for any other payload (an order event). */
export function parseStreamAccessRevoked(
  payload: string | undefined,
): StreamAccessRevoked | undefined {
  if (!payload?.includes(KIND)) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch {
    return undefined;
  }
  if (typeof json !== 'object' || json === null) return undefined;
  const { kind, user_id: userId, company_id: companyId } = json as Record<string, unknown>;
  if (kind !== KIND || !isId(userId) || !isId(companyId)) return undefined;
  return { userId, companyId };
}
