/**
 * Whether the map's street tiles are drawn. Tiles often cannot load (no network to the tile
 * server, a blocked host): the map then switches for good to its own drawing of the places,
 * so the picker stays usable.
 *
 * - waiting: the tile layer is asking for its first tiles
 * - shown: at least one tile arrived; later errors leave the tiles in place
 * - unavailable: no tile URL, an error before any tile arrived, or no tile within the wait
 */
export type TileStatus = 'waiting' | 'shown' | 'unavailable';

export type TileEvent = 'tileload' | 'tileerror' | 'timeout';

/** How long the first tile may take before the map draws without tiles. */
export const TILE_WAIT_MS = 4000;

export function initialTileStatus(tileUrl: string | null | undefined): TileStatus {
  return tileUrl && tileUrl.trim() !== '' ? 'waiting' : 'unavailable';
}

export function nextTileStatus(status: TileStatus, event: TileEvent): TileStatus {
  if (status !== 'waiting') return status;
  return event === 'tileload' ? 'shown' : 'unavailable';
}

/**
 * The status the map shows: while the settings load it waits; a failed settings call means no
 * tiles, and so does an empty tile URL.
 */
export function mapTileStatus(
  settings: { status: 'pending' | 'error' | 'success'; tileUrl: string | undefined },
  layerStatus: TileStatus,
): TileStatus {
  if (settings.status === 'pending') return 'waiting';
  if (settings.status === 'error') return 'unavailable';
  return initialTileStatus(settings.tileUrl) === 'unavailable' ? 'unavailable' : layerStatus;
}
