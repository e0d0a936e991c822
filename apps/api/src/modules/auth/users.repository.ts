import { and, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import type { UserRow } from './sessions.repository.js';

export type UserPatch = Partial<Omit<typeof users.$inferInsert, 'id' | 'queryId' | 'createdAt'>>;

export async function findUserByQueryId(db: AppDb, queryId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.queryId, queryId)).limit(1);
  return row;
}

export async function findUserByMobile(
  db: AppDb,
  mobileNumber: string,
): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.mobileNumber, mobileNumber)).limit(1);
  return row;
}

export async function findUserByGuestLoginId(
  db: AppDb,
  guestLoginId: string,
): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.guestLoginId, guestLoginId)).limit(1);
  return row;
}

/** Reads the user and holds its row until the transaction ends: one OTP send at a time. */
export async function lockUser(db: AppDb, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

/** A new pending sign-up, or undefined when the number is already someone's. */
export async function insertPendingUser(
  db: AppDb,
  mobileNumber: string,
  now: Date,
): Promise<UserRow | undefined> {
  const [row] = await db
    .insert(users)
    .values({ mobileNumber, status: 'pending', isGuest: false, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: users.mobileNumber })
    .returning();
  return row;
}

/** A new guest for a browser, or undefined when that visitor id already has one. */
export async function insertGuest(
  db: AppDb,
  guestLoginId: string,
  guestSecretHash: string,
  now: Date,
): Promise<UserRow | undefined> {
  const [row] = await db
    .insert(users)
    .values({
      guestLoginId,
      guestSecretHash,
      status: 'active',
      isGuest: true,
      tradeTypes: ['Retail'],
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: users.guestLoginId })
    .returning();
  return row;
}

export async function updateUser(
  db: AppDb,
  id: number,
  patch: UserPatch,
  now: Date,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: now })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw new Error(`user ${id} vanished during an update`);
  return row;
}

/**
 * Swaps a PIN hash for a stronger hash of the same PIN, unless the PIN changed meanwhile (a
 * reset between the check and this write keeps its new PIN).
 */
export async function upgradePinHash(
  db: AppDb,
  id: number,
  checkedHash: string,
  strongerHash: string,
): Promise<void> {
  await db
    .update(users)
    .set({ pinHash: strongerHash })
    .where(and(eq(users.id, id), eq(users.pinHash, checkedHash)));
}

export async function deleteUser(db: AppDb, id: number): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}

/** Frees a number held by a sign-up that never finished (its sessions and codes go with it). */
export async function deletePendingUser(db: AppDb, id: number): Promise<void> {
  await db.delete(users).where(and(eq(users.id, id), eq(users.status, 'pending')));
}
