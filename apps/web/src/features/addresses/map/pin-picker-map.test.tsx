import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pendingRequests } from '../../../api/request';
import { jsonResponse } from '../../../api/testing/fetch-stub';
import { renderWithProviders } from '../../../test/render-app';
import { serveRoutes } from '../../../api/testing/serve-routes';
import { searchPlace } from '../testing/editor-fixtures';
import { PinPickerMap, type PinPickerMapProps } from './pin-picker-map';
import { TILE_WAIT_MS } from '../../../shared/map/tile-status';

afterEach(() => {
  pendingRequests.cancelAll();
  vi.unstubAllGlobals();
});

const CENTER = { lat: 24.85, long: 67.01 };
const settings = (tileUrl: string) => ({
  map: { tile_url: tileUrl, attribution: '© OpenStreetMap contributors', center: CENTER, zoom: 15 },
});
const saddar = searchPlace({ id: 'saddar', kind: 'area', name: 'Saddar', ...CENTER });

function serveMap(tileUrl: string) {
  return serveRoutes({
    'GET geo/map': () => jsonResponse(settings(tileUrl)),
    'GET geo/places': () => jsonResponse({ places: [saddar] }),
  });
}

async function renderMap(props: Partial<PinPickerMapProps> = {}) {
  const onPinChange = vi.fn();
  const view = await renderWithProviders(
    <PinPickerMap
      start={{ center: CENTER, zoom: 15 }}
      pin={null}
      focusKey={0}
      onPinChange={onPinChange}
      onViewChange={vi.fn()}
      {...props}
    />,
  );
  return { ...view, onPinChange, map: screen.getByRole('region', { name: 'Map' }) };
}

const placesCalls = (fetch: ReturnType<typeof serveMap>) =>
  fetch.calls.filter((call) => call.url.includes('geo/places'));

describe('PinPickerMap', () => {
  it('draws its own grid and the places of the view, labelled, when no tile URL is set', async () => {
    const fetch = serveMap('');
    const { map } = await renderMap();
    expect(await screen.findByText('Simplified map')).toBeInTheDocument();
    expect(map).toHaveAttribute('data-tiles', 'unavailable');
    expect(map.querySelector('.sauda-paper-tile')).not.toBeNull();
    expect(await screen.findByText('Saddar')).toBeInTheDocument();
    expect(placesCalls(fetch)[0]?.url).toMatch(/geo\/places\?south=.*&west=.*&north=.*&east=/);
  });

  it('gives up on tiles after a tile error and draws the places instead', async () => {
    const fetch = serveMap('https://tiles.test/{z}/{x}/{y}.png');
    const { map } = await renderMap();
    await waitFor(() => expect(map.querySelector('img.leaflet-tile')).not.toBeNull());
    expect(map).toHaveAttribute('data-tiles', 'waiting');
    expect(placesCalls(fetch)).toHaveLength(0);
    fireEvent.error(map.querySelector('img.leaflet-tile') as HTMLImageElement);
    await waitFor(() => expect(map).toHaveAttribute('data-tiles', 'unavailable'));
    expect(map.querySelector('img.leaflet-tile')).toBeNull();
    expect(await screen.findByText('Saddar')).toBeInTheDocument();
  });

  it('gives up on tiles when none arrives within the wait', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      serveMap('https://tiles.test/{z}/{x}/{y}.png');
      const { map } = await renderMap();
      await waitFor(() => expect(map.querySelector('img.leaflet-tile')).not.toBeNull());
      await act(() => vi.advanceTimersByTimeAsync(TILE_WAIT_MS - 100));
      expect(map).toHaveAttribute('data-tiles', 'waiting');
      await act(() => vi.advanceTimersByTimeAsync(200));
      await waitFor(() => expect(map).toHaveAttribute('data-tiles', 'unavailable'));
      expect(await screen.findByText('Simplified map')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the tiles once one loads, and draws no places over them', async () => {
    const fetch = serveMap('https://tiles.test/{z}/{x}/{y}.png');
    const { map } = await renderMap();
    await waitFor(() => expect(map.querySelector('img.leaflet-tile')).not.toBeNull());
    fireEvent.load(map.querySelector('img.leaflet-tile') as HTMLImageElement);
    await waitFor(() => expect(map).toHaveAttribute('data-tiles', 'shown'));
    expect(screen.getByText('OpenStreetMap contributors', { exact: false })).toBeInTheDocument();
    expect(screen.queryByText('Simplified map')).not.toBeInTheDocument();
    expect(placesCalls(fetch)).toHaveLength(0);
  });

  it('places the pin with Enter on the focused map, in its middle', async () => {
    serveMap('');
    const { map, onPinChange } = await renderMap();
    const container = map.querySelector('.leaflet-container') as HTMLElement;
    expect(container).toHaveAttribute('tabindex', '0');
    fireEvent.keyDown(container, { key: 'Enter' });
    expect(onPinChange).toHaveBeenCalledWith(CENTER);
  });

  it('has a pin that the arrow keys move', async () => {
    serveMap('');
    const { onPinChange } = await renderMap({ pin: CENTER });
    const pin = screen.getByRole('button', { name: /Delivery pin/ });
    fireEvent.keyDown(pin, { key: 'ArrowUp' });
    expect(onPinChange).toHaveBeenCalledTimes(1);
    const moved = onPinChange.mock.calls[0]?.[0] as { lat: number; long: number };
    expect(moved.lat).toBeGreaterThan(CENTER.lat);
    fireEvent.keyDown(pin, { key: 'x' });
    expect(onPinChange).toHaveBeenCalledTimes(1);
  });

  it('explains the keyboard to screen readers', async () => {
    serveMap('');
    const { map } = await renderMap();
    expect(map).toHaveAccessibleDescription(/press Enter to place the pin/);
  });
});
