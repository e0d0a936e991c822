import type { LatLong } from '@sauda/domain';
import { useEffect, useRef } from 'react';
import { useMap } from 'react-leaflet';

/** Close enough to see the street a searched place or the shopper's location is on. */
export const FOCUS_MIN_ZOOM = 16;

/**
 * Centres the map on the pin whenever `focusKey` changes (a place was chosen in the search or
 * the shopper's location arrived), but not when the pin moves on the map itself.
 */
export function FocusOnPin({ pin, focusKey }: { pin: LatLong | null; focusKey: number }) {
  const map = useMap();
  const pinRef = useRef(pin);
  useEffect(() => {
    pinRef.current = pin;
  }, [pin]);

  useEffect(() => {
    const target = pinRef.current;
    if (focusKey === 0 || !target) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    map.setView([target.lat, target.long], Math.max(map.getZoom(), FOCUS_MIN_ZOOM), {
      animate: !reduceMotion,
    });
  }, [map, focusKey]);

  return null;
}
