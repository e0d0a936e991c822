import type { LatLong } from '@sauda/domain';
import { useEffect } from 'react';
import { useMap } from 'react-leaflet';

/** Keeps `point` in the middle of the map when it changes (MapContainer's centre is fixed). */
export function FollowPoint({ point, zoom }: { point: LatLong; zoom?: number }) {
  const map = useMap();
  const { lat, long } = point;
  useEffect(() => {
    map.setView([lat, long], zoom ?? map.getZoom(), { animate: false });
  }, [map, lat, long, zoom]);
  return null;
}
