import { sql } from 'drizzle-orm';
import type { AppDb } from '../db/client.js';
import { INSTANCE_CHANNEL, type InstanceMessage } from './instance-messages.js';

/**
 * Sends a message to every instance, this one included. Inside a transaction it is delivered
 * when the transaction commits, and not at all if it rolls back.
 */
export async function publishInstanceMessage(db: AppDb, message: InstanceMessage): Promise<void> {
  await db.execute(sql`select pg_notify(${INSTANCE_CHANNEL}, ${JSON.stringify(message)})`);
}
