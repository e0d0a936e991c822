import { and, eq, inArray } from 'drizzle-orm';
import type { AppDb } from '../../db/client.js';
import { globalConfigurations, paymentChannels } from '../../db/schema/index.js';
import type { PaymentChannelRow } from '../users/user-profile.repository.js';

/** The values of these global configuration items; missing ones are left out. */
export async function listConfigurationValues(
  db: AppDb,
  identifiers: readonly string[],
): Promise<Map<string, string>> {
  const rows = await db
    .select({ identifier: globalConfigurations.identifier, value: globalConfigurations.value })
    .from(globalConfigurations)
    .where(inArray(globalConfigurations.identifier, [...identifiers]));
  return new Map(rows.map((row) => [row.identifier, row.value]));
}

export async function findActivePaymentChannel(
  db: AppDb,
  queryId: string,
): Promise<PaymentChannelRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentChannels)
    .where(and(eq(paymentChannels.queryId, queryId), eq(paymentChannels.isActive, true)))
    .limit(1);
  return row;
}
