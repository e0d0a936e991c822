import type { LatLong } from '@sauda/domain';
import { useEffect, useRef } from 'react';
import { useMap, useMapEvents } from 'react-leaflet';
import { isDropPinKey } from './pin-keys';

export interface MapViewChange {
  center: LatLong;
  zoom: number;
}

interface MapPinEventsProps {
  onPinChange: (point: LatLong) => void;
  onViewChange: (view: MapViewChange) => void;
}

/**
 * A click (or tap) puts the pin there. With the keyboard, the focused map pans with the arrow
 * keys (Leaflet) and Enter or Space drops the pin in its middle. The view is reported after
 * every move so that place search looks around what the shopper sees.
 */
export function MapPinEvents({ onPinChange, onViewChange }: MapPinEventsProps) {
  const map = useMap();
  const handlers = useRef({ onPinChange, onViewChange });
  useEffect(() => {
    handlers.current = { onPinChange, onViewChange };
  }, [onPinChange, onViewChange]);

  useMapEvents({
    click: (event) =>
      handlers.current.onPinChange({ lat: event.latlng.lat, long: event.latlng.lng }),
    moveend: () => {
      const { lat, lng } = map.getCenter();
      handlers.current.onViewChange({ center: { lat, long: lng }, zoom: map.getZoom() });
    },
  });

  useEffect(() => {
    const container = map.getContainer();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.target !== container || !isDropPinKey(event.key)) return;
      event.preventDefault();
      const { lat, lng } = map.getCenter();
      handlers.current.onPinChange({ lat, long: lng });
    };
    container.addEventListener('keydown', onKeyDown);
    return () => container.removeEventListener('keydown', onKeyDown);
  }, [map]);

  return null;
}
