import type { Map as LeafletMap } from 'leaflet';
import { useEffect, useState } from 'react';
import { useMap } from 'react-leaflet';
import type { ViewBox } from './api/geo-keys';

export interface MapView {
  box: ViewBox;
  zoom: number;
}

/** Waits for the map to settle before following it: one places call per pause, not per frame. */
export const VIEW_SETTLE_MS = 300;

function readView(map: LeafletMap): MapView {
  const bounds = map.getBounds();
  return {
    box: {
      south: bounds.getSouth(),
      west: bounds.getWest(),
      north: bounds.getNorth(),
      east: bounds.getEast(),
    },
    zoom: map.getZoom(),
  };
}

/** The map's visible box and zoom, updated a moment after it stops moving. */
export function useMapView(): MapView {
  const map = useMap();
  const [view, setView] = useState(() => readView(map));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const follow = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setView(readView(map)), VIEW_SETTLE_MS);
    };
    map.on('moveend zoomend resize', follow);
    return () => {
      clearTimeout(timer);
      map.off('moveend zoomend resize', follow);
    };
  }, [map]);
  return view;
}
