import { FREE_DELIVERY_THRESHOLD_PAISA, type GlobalFeeSettings } from '@sauda/domain';
import type { AppDb } from '../../db/client.js';
import { listConfigurationValues } from './checkout-settings.repository.js';

const DELIVERY_FEE = 'delivery_fee';
const SERVICE_FEE = 'service_fee';
const FREE_DELIVERY_THRESHOLD = 'free_delivery_threshold';

/** Whole paisa stored as text; anything else (missing, negative, garbage) is the fallback. */
function paisaOf(value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const paisa = Number(value);
  return Number.isSafeInteger(paisa) && paisa >= 0 ? paisa : fallback;
}

/**
 * The global money settings of a bill. Without a configured threshold, delivery is free from
 * the advertised Rs 750 (SPEC §1).
 */
export async function readFeeSettings(db: AppDb): Promise<GlobalFeeSettings> {
  const values = await listConfigurationValues(db, [
    DELIVERY_FEE,
    SERVICE_FEE,
    FREE_DELIVERY_THRESHOLD,
  ]);
  return {
    deliveryFeePaisa: paisaOf(values.get(DELIVERY_FEE), 0),
    serviceFeePaisa: paisaOf(values.get(SERVICE_FEE), 0),
    freeDeliveryThresholdPaisa: paisaOf(
      values.get(FREE_DELIVERY_THRESHOLD),
      FREE_DELIVERY_THRESHOLD_PAISA,
    ),
  };
}
