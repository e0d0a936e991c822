import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pendingRequests } from '../request';
import { jsonResponse, stubFetch } from '../testing/fetch-stub';
import {
  findConfiguration,
  getGlobalConfigurations,
  globalConfigurationKeys,
  globalConfigurationsQueryOptions,
} from './get-global-configurations';

const configurations = [
  { identifier: 'delivery_fee', value: 99.0 },
  { identifier: 'free_delivery_threshold', value: 750 },
  { identifier: 'support_phone', value: '+92 21 111 000 000' },
];

afterEach(() => {
  pendingRequests.cancelAll();
  vi.unstubAllGlobals();
});

describe('getGlobalConfigurations', () => {
  it('GETs /api/v1/global_configurations and gives the validated list', async () => {
    const fetch = stubFetch(() => jsonResponse({ configurations }));
    await expect(getGlobalConfigurations()).resolves.toEqual(configurations);
    expect(fetch.call(0).url).toBe('/api/v1/global_configurations');
  });

  it('rejects a malformed answer', async () => {
    stubFetch(() => jsonResponse({ configurations: [{ identifier: 'x', value: null }] }));
    await expect(getGlobalConfigurations()).rejects.toMatchObject({
      kind: 'exception',
      action: 'GET_GLOBAL_CONFIGURATIONS',
    });
  });

  it('loads through a QueryClient under its key', async () => {
    stubFetch(() => jsonResponse({ configurations }));
    const client = new QueryClient();
    await client.fetchQuery(globalConfigurationsQueryOptions());
    expect(client.getQueryData(globalConfigurationKeys.all)).toEqual(configurations);
  });
});

describe('findConfiguration', () => {
  it('finds a value by identifier', () => {
    expect(findConfiguration(configurations, 'free_delivery_threshold')).toBe(750);
    expect(findConfiguration(configurations, 'missing')).toBeUndefined();
  });
});
