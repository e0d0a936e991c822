import './leaflet-setup';
import Box from '@mui/material/Box';
import type { LatLong } from '@sauda/domain';
import type { MapOptions } from 'leaflet';
import { useReducer, type ReactNode } from 'react';
import { AttributionControl, MapContainer } from 'react-leaflet';
import { ConfiguredTiles } from './configured-tiles';
import { FallbackMapNote } from './fallback-map-note';
import { FitToContainer } from './fit-to-container';
import { mapSurfaceStyles } from './map-surface-styles';
import { PaperGrid } from './paper-grid';
import { PlacesLayer } from './places-layer';
import { mapTileStatus, nextTileStatus, type TileStatus } from './tile-status';
import { useMapSettings } from './use-map-settings';

export interface BaseMapProps {
  center: LatLong;
  zoom: number;
  /** The accessible name of the map. */
  label: string;
  /** A map to use (pan, zoom, keyboard) or a picture of one. */
  interactive?: boolean;
  height?: number | string | Record<string, number | string>;
  /** Leaflet layers drawn on the map (pins, handlers). */
  children?: ReactNode;
  /** Controls over the map, outside Leaflet so their clicks never reach the map. */
  overlay?: ReactNode;
  /** Says "Simplified map" when the map draws without tiles. */
  showFallbackNote?: boolean;
  describedBy?: string;
}

const STILL_MAP: MapOptions = {
  dragging: false,
  touchZoom: false,
  doubleClickZoom: false,
  scrollWheelZoom: false,
  boxZoom: false,
  keyboard: false,
  zoomControl: false,
};

/**
 * A map with the configured tiles. When the tiles cannot load it draws its own ground, a grid
 * and the places of the view as labelled points instead, and stays just as usable.
 */
export function BaseMap({
  center,
  zoom,
  label,
  interactive = true,
  height = 320,
  children,
  overlay,
  showFallbackNote = false,
  describedBy,
}: BaseMapProps) {
  const settings = useMapSettings();
  const [layerStatus, onTileEvent] = useReducer(nextTileStatus, 'waiting');
  const status: TileStatus = mapTileStatus(
    { status: settings.status, tileUrl: settings.data?.tile_url },
    layerStatus,
  );

  return (
    <Box
      role={interactive ? 'region' : 'img'}
      aria-label={label}
      aria-describedby={describedBy}
      data-tiles={status}
      sx={{ ...mapSurfaceStyles, height }}
    >
      <MapContainer
        center={[center.lat, center.long]}
        zoom={zoom}
        attributionControl={false}
        {...(interactive ? {} : STILL_MAP)}
      >
        {/* Only the tiles' owners are credited: without tiles the corner stays clear. */}
        <AttributionControl prefix={false} />
        <FitToContainer />
        {status !== 'unavailable' && settings.data && (
          <ConfiguredTiles
            url={settings.data.tile_url}
            attribution={settings.data.attribution}
            onTileEvent={onTileEvent}
          />
        )}
        {status === 'unavailable' && (
          <>
            <PaperGrid />
            <PlacesLayer />
          </>
        )}
        {children}
      </MapContainer>
      {status === 'unavailable' && showFallbackNote && <FallbackMapNote />}
      {overlay}
    </Box>
  );
}
