import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pendingRequests } from '../../../api/request';
import { deferred, jsonResponse, stubFetch } from '../../../api/testing/fetch-stub';
import { renderWithProviders } from '../../../test/render-app';
import { PromoStrip } from './promo-strip';

afterEach(() => {
  pendingRequests.cancelAll();
  vi.unstubAllGlobals();
});

describe('PromoStrip: the free-delivery threshold of the global configuration', () => {
  it('shows the fallback first, then the configured threshold once it loads', async () => {
    const answer = deferred<Response>();
    const fetch = stubFetch(() => answer.promise);
    await renderWithProviders(<PromoStrip />);
    expect(screen.getByText(/on orders over Rs 750\.00/)).toBeInTheDocument();
    answer.resolve(
      jsonResponse({ configurations: [{ identifier: 'free_delivery_threshold', value: 999 }] }),
    );
    expect(await screen.findByText(/on orders over Rs 999\.00/)).toBeInTheDocument();
    expect(fetch.calls.map((call) => call.url)).toEqual(['/api/v1/global_configurations']);
  });

  it('keeps the fallback when the configuration cannot load', async () => {
    stubFetch(() => jsonResponse({ error: { code: 'internal', message: 'Oops.' } }, 500));
    await renderWithProviders(<PromoStrip />);
    expect(screen.getByText(/on orders over Rs 750\.00/)).toBeInTheDocument();
  });
});
