import { and, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.js';
import { addresses } from '../../db/schema/index.js';
import type { AddressRow } from '../users/user-profile.repository.js';

/** The user's address with this id; another user's is not found (DESIGN §4 Ownership). */
export async function findOwnAddress(
  db: AppDb,
  id: number,
  userId: number,
): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .limit(1);
  return row;
}
