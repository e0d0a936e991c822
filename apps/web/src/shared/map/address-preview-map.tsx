import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { MAP_GROUND } from './map-surface-styles';
import type { AddressPreviewMapProps } from './preview-map-props';

export type { AddressPreviewMapProps } from './preview-map-props';

// Leaflet and its styles load with the first preview, not with the page that could show one.
const PreviewMapCanvas = lazy(() =>
  import('./preview-map-canvas').then((module) => ({ default: module.PreviewMapCanvas })),
);

/** A small, non-interactive map with one pin: the address dialog's side map. */
export function AddressPreviewMap({ point, height = 240 }: AddressPreviewMapProps) {
  return (
    <Suspense fallback={<Box sx={{ height, bgcolor: MAP_GROUND, borderRadius: 3 }} />}>
      <PreviewMapCanvas point={point} height={height} />
    </Suspense>
  );
}
