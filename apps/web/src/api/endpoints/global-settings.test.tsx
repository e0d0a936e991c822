import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pendingRequests } from '../request';
import { deferred, jsonResponse, stubFetch } from '../testing/fetch-stub';
import { FALLBACK_GLOBAL_SETTINGS, globalSettingsFrom, useGlobalSettings } from './global-settings';

afterEach(() => {
  pendingRequests.cancelAll();
  vi.unstubAllGlobals();
});

describe('globalSettingsFrom', () => {
  it('reads the money settings the server sends in rupees as paisa', () => {
    expect(
      globalSettingsFrom([
        { identifier: 'delivery_fee', value: 99.5 },
        { identifier: 'service_fee', value: '19.99' },
        { identifier: 'free_delivery_threshold', value: 1000 },
        { identifier: 'support_phone', value: '+92 21 111 000 000' },
      ]),
    ).toEqual({
      deliveryFeePaisa: 9950,
      serviceFeePaisa: 1999,
      freeDeliveryThresholdPaisa: 100_000,
    });
  });

  it('keeps the fallback for a setting that is missing or not an amount', () => {
    expect(globalSettingsFrom([])).toEqual(FALLBACK_GLOBAL_SETTINGS);
    expect(
      globalSettingsFrom([
        { identifier: 'delivery_fee', value: 'free' },
        { identifier: 'service_fee', value: -5 },
        { identifier: 'free_delivery_threshold', value: '' },
      ]),
    ).toEqual(FALLBACK_GLOBAL_SETTINGS);
  });

  it('falls back to the demo values: Rs 150 delivery, no service fee, free from Rs 750', () => {
    expect(FALLBACK_GLOBAL_SETTINGS).toEqual({
      deliveryFeePaisa: 15_000,
      serviceFeePaisa: 0,
      freeDeliveryThresholdPaisa: 75_000,
    });
  });
});

describe('useGlobalSettings', () => {
  it('gives the fallback until the configuration loads, then caches it', async () => {
    const answer = deferred<Response>();
    const fetch = stubFetch(() => answer.promise);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const first = renderHook(() => useGlobalSettings(), { wrapper });
    expect(first.result.current).toEqual(FALLBACK_GLOBAL_SETTINGS);
    answer.resolve(jsonResponse({ configurations: [{ identifier: 'delivery_fee', value: 120 }] }));
    await waitFor(() => expect(first.result.current.deliveryFeePaisa).toBe(12_000));
    const second = renderHook(() => useGlobalSettings(), { wrapper });
    expect(second.result.current.deliveryFeePaisa).toBe(12_000);
    expect(fetch.calls).toHaveLength(1);
  });
});
