import { useEffect } from 'react';
import { useMap } from 'react-leaflet';

/**
 * Leaflet measures its box once; inside a dialog that box grows while the dialog opens and
 * changes with the window, so the map measures again on every size change.
 */
export function FitToContainer() {
  const map = useMap();
  useEffect(() => {
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);
  return null;
}
