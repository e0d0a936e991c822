import { latLng } from 'leaflet';
import { useEffect } from 'react';
import { useMap } from 'react-leaflet';

/** Zooms the map so the whole delivery circle shows, again whenever the radius changes. */
export function FitCircle({
  lat,
  long,
  radiusKm,
}: {
  lat: number;
  long: number;
  radiusKm: number;
}) {
  const map = useMap();
  useEffect(() => {
    // A map not laid out yet has no size to fit into; FitToContainer measures it later.
    if (map.getSize().x === 0) return;
    const bounds = latLng(lat, long).toBounds(radiusKm * 2 * 1000);
    map.fitBounds(bounds, { padding: [24, 24], animate: false });
  }, [map, lat, long, radiusKm]);
  return null;
}
