import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pendingRequests } from '../../api/request';
import { jsonResponse } from '../../api/testing/fetch-stub';
import { renderWithProviders } from '../../test/render-app';
import { serveRoutes } from '../../api/testing/serve-routes';
import { AddressPreviewMap } from './address-preview-map';

afterEach(() => {
  pendingRequests.cancelAll();
  vi.unstubAllGlobals();
});

function serveNoTiles() {
  return serveRoutes({
    'GET geo/map': () =>
      jsonResponse({
        map: { tile_url: '', attribution: '', center: { lat: 24.85, long: 67.01 }, zoom: 15 },
      }),
    'GET geo/places': () => jsonResponse({ places: [] }),
  });
}

describe('AddressPreviewMap', () => {
  it('pictures the point with a pin, without taking focus', async () => {
    serveNoTiles();
    await renderWithProviders(<AddressPreviewMap point={{ lat: 24.8138, long: 67.0299 }} />);
    const map = await screen.findByRole('img', { name: 'Map of the selected address' });
    await waitFor(() => expect(map.querySelector('.sauda-map-pin')).not.toBeNull());
    expect(map.querySelector('[tabindex="0"]')).toBeNull();
    expect(map.querySelector('.leaflet-control-zoom')).toBeNull();
    expect(map).toHaveStyle({ height: '240px' });
  });

  it('shows the city centre without a pin when there is no point', async () => {
    serveNoTiles();
    await renderWithProviders(<AddressPreviewMap point={null} height={180} />);
    const map = await screen.findByRole('img', { name: 'Map of the city centre' });
    expect(map.querySelector('.sauda-map-pin')).toBeNull();
    expect(map).toHaveStyle({ height: '180px' });
  });
});
