import { describe, expect, it } from 'vitest';
import { initialTileStatus, mapTileStatus, nextTileStatus, type TileEvent } from './tile-status';

describe('tile status', () => {
  it('waits for tiles when there is a tile URL, and has none without one', () => {
    expect(initialTileStatus('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('waiting');
    expect(initialTileStatus('')).toBe('unavailable');
    expect(initialTileStatus('   ')).toBe('unavailable');
    expect(initialTileStatus(undefined)).toBe('unavailable');
  });

  it('shows the tiles once the first tile arrives', () => {
    expect(nextTileStatus('waiting', 'tileload')).toBe('shown');
  });

  it.each<TileEvent>(['tileerror', 'timeout'])(
    'gives up on tiles after a %s before any tile arrived',
    (event) => {
      expect(nextTileStatus('waiting', event)).toBe('unavailable');
    },
  );

  it('keeps shown tiles when a later tile fails or the wait ends', () => {
    expect(nextTileStatus('shown', 'tileerror')).toBe('shown');
    expect(nextTileStatus('shown', 'timeout')).toBe('shown');
  });

  it('does not come back from unavailable when a late tile arrives', () => {
    expect(nextTileStatus('unavailable', 'tileload')).toBe('unavailable');
  });

  it('waits while the settings load, has no tiles when they fail or name no URL', () => {
    const url = 'https://tile.example/{z}/{x}/{y}.png';
    expect(mapTileStatus({ status: 'pending', tileUrl: undefined }, 'waiting')).toBe('waiting');
    expect(mapTileStatus({ status: 'error', tileUrl: undefined }, 'waiting')).toBe('unavailable');
    expect(mapTileStatus({ status: 'success', tileUrl: '' }, 'waiting')).toBe('unavailable');
    expect(mapTileStatus({ status: 'success', tileUrl: url }, 'waiting')).toBe('waiting');
    expect(mapTileStatus({ status: 'success', tileUrl: url }, 'shown')).toBe('shown');
    expect(mapTileStatus({ status: 'success', tileUrl: url }, 'unavailable')).toBe('unavailable');
  });
});
