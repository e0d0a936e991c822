import { useQuery } from '@tanstack/react-query';
import { FREE_DELIVERY_THRESHOLD_PAISA, toPaisa, type GlobalConfiguration } from '@sauda/domain';
import { findConfiguration, globalConfigurationsQueryOptions } from './get-global-configurations';

/** The money settings of the global configuration (SPEC §3) the screens quote, in paisa. */
export interface GlobalSettings {
  deliveryFeePaisa: number;
  serviceFeePaisa: number;
  freeDeliveryThresholdPaisa: number;
}

/**
 * What the screens show before the configuration has loaded, or when it cannot: the values
 * the demo data starts with, so the first paint (and the prerendered pages) read sensibly.
 */
export const FALLBACK_GLOBAL_SETTINGS: GlobalSettings = Object.freeze({
  deliveryFeePaisa: 15_000,
  serviceFeePaisa: 0,
  freeDeliveryThresholdPaisa: FREE_DELIVERY_THRESHOLD_PAISA,
});

/** The server sends money in rupees; a value that is missing or not an amount keeps the fallback. */
function paisaOf(
  configurations: readonly GlobalConfiguration[],
  identifier: string,
  fallback: number,
): number {
  const value = findConfiguration(configurations, identifier);
  const rupees = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof rupees !== 'number' || !Number.isFinite(rupees) || rupees < 0) return fallback;
  return toPaisa(rupees);
}

export function globalSettingsFrom(configurations: readonly GlobalConfiguration[]): GlobalSettings {
  const fallback = FALLBACK_GLOBAL_SETTINGS;
  return {
    deliveryFeePaisa: paisaOf(configurations, 'delivery_fee', fallback.deliveryFeePaisa),
    serviceFeePaisa: paisaOf(configurations, 'service_fee', fallback.serviceFeePaisa),
    freeDeliveryThresholdPaisa: paisaOf(
      configurations,
      'free_delivery_threshold',
      fallback.freeDeliveryThresholdPaisa,
    ),
  };
}

/** The configured money settings, loaded once and cached; the fallback until they arrive. */
export function useGlobalSettings(): GlobalSettings {
  const { data } = useQuery({ ...globalConfigurationsQueryOptions(), select: globalSettingsFrom });
  return data ?? FALLBACK_GLOBAL_SETTINGS;
}
