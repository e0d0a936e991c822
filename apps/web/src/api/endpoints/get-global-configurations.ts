import { queryOptions } from '@tanstack/react-query';
import { globalConfigurationsResponseSchema, type GlobalConfiguration } from '@sauda/domain';
import { request } from '../request';

export const globalConfigurationKeys = {
  all: ['global-configurations'] as const,
};

export async function getGlobalConfigurations(
  options: { signal?: AbortSignal } = {},
): Promise<GlobalConfiguration[]> {
  const body = await request({
    url: 'global_configurations',
    action: 'GET_GLOBAL_CONFIGURATIONS',
    schema: globalConfigurationsResponseSchema,
    signal: options.signal,
  });
  return body.configurations;
}

/** Looks up one configuration value (e.g. delivery_fee) by its identifier. */
export function findConfiguration(
  configurations: readonly GlobalConfiguration[],
  identifier: string,
): GlobalConfiguration['value'] | undefined {
  return configurations.find((configuration) => configuration.identifier === identifier)?.value;
}

// The configuration changes rarely: one read per half hour is plenty.
const GLOBAL_CONFIGURATIONS_STALE_TIME_MS = 30 * 60_000;

export function globalConfigurationsQueryOptions() {
  return queryOptions({
    queryKey: globalConfigurationKeys.all,
    queryFn: ({ signal }) => getGlobalConfigurations({ signal }),
    staleTime: GLOBAL_CONFIGURATIONS_STALE_TIME_MS,
  });
}
