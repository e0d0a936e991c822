import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { MAP_GROUND } from '../../../../shared/map/map-surface-styles';

export interface ServiceAreaMapProps {
  lat: number;
  long: number;
  radiusKm: number;
  height?: number;
}

// Leaflet and its styles load with the settings' map, not with the rest of the back office.
const ServiceAreaCanvas = lazy(() =>
  import('./service-area-canvas').then((module) => ({ default: module.ServiceAreaCanvas })),
);

/** The store's delivery radius drawn as a circle around it; works without map tiles too. */
export function ServiceAreaMap(props: ServiceAreaMapProps) {
  const height = props.height ?? 280;
  return (
    <Suspense fallback={<Box sx={{ height, bgcolor: MAP_GROUND, borderRadius: 3 }} />}>
      <ServiceAreaCanvas {...props} height={height} />
    </Suspense>
  );
}
