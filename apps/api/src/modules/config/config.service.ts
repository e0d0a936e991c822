import type { GlobalConfiguration } from '@sauda/domain';
import { fromPaisa } from '@sauda/domain/money';
import type { AppDb } from '../../db/client.js';
import { listGlobalConfigurations, type GlobalConfigurationRow } from './config.repository.js';

/** Stored as integer paisa, answered as rupees (DESIGN §4). */
export const MONEY_CONFIGURATIONS: ReadonlySet<string> = new Set([
  'delivery_fee',
  'service_fee',
  'free_delivery_threshold',
]);

export function toGlobalConfigurationJson(row: GlobalConfigurationRow): GlobalConfiguration {
  if (!MONEY_CONFIGURATIONS.has(row.identifier)) {
    return { identifier: row.identifier, value: row.value };
  }
  const paisa = Number(row.value);
  if (!Number.isSafeInteger(paisa)) {
    throw new Error(`global configuration ${row.identifier} is not whole paisa: ${row.value}`);
  }
  return { identifier: row.identifier, value: fromPaisa(paisa) };
}

export async function getGlobalConfigurations(db: AppDb): Promise<GlobalConfiguration[]> {
  const rows = await listGlobalConfigurations(db);
  return rows.map(toGlobalConfigurationJson);
}
