import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Place, PlaceKind } from '@sauda/domain';
import { useMemo, type CSSProperties } from 'react';
import { CircleMarker, Pane, Tooltip } from 'react-leaflet';
import { brand } from '../../theme/tokens';
import { placesInViewQueryOptions } from './api/geo-places-in-view';
import { layOutPlaces, POINT_MIN_ZOOM } from './place-layout';
import { useMapView } from './use-map-view';
import { placesBoxForView } from './view-box';

// Points and their names lie above the grid but under the delivery pin (markers are at 600).
const PLACES_PANE = 'sauda-places';
const PLACES_PANE_STYLE: CSSProperties = { zIndex: 450, pointerEvents: 'none' };

const LOWEST_POINT_ZOOM = Math.min(...Object.values(POINT_MIN_ZOOM));

const POINT_STYLE: Readonly<
  Record<PlaceKind, { radius: number; fillColor: string; color: string }>
> = {
  area: { radius: 5, fillColor: brand.primary, color: brand.surface },
  market: { radius: 4, fillColor: brand.accent, color: brand.surface },
  landmark: { radius: 3.5, fillColor: brand.textSecondary, color: brand.surface },
  road: { radius: 3, fillColor: '#9AA39F', color: brand.surface },
};

function PlacePoint({ place, labelled }: { place: Place; labelled: boolean }) {
  const style = POINT_STYLE[place.kind];
  return (
    <CircleMarker
      center={[place.lat, place.long]}
      radius={style.radius}
      pathOptions={{ ...style, weight: 1.5, fillOpacity: 1, opacity: 1 }}
      // The points are scenery: clicks go through to the map and place the pin there.
      interactive={false}
    >
      {labelled && (
        <Tooltip
          permanent
          direction="right"
          offset={[6, 0]}
          className={`sauda-place-label sauda-place-label--${place.kind}`}
        >
          {place.name}
        </Tooltip>
      )}
    </CircleMarker>
  );
}

/** The places of the current view as small labelled points: the map's content without tiles. */
export function PlacesLayer() {
  const view = useMapView();
  const box = useMemo(() => placesBoxForView(view.box), [view.box]);
  const places = useQuery({
    ...placesInViewQueryOptions(box),
    enabled: view.zoom >= LOWEST_POINT_ZOOM,
    placeholderData: keepPreviousData,
  });
  const laidOut = useMemo(
    () => layOutPlaces(places.data ?? [], view.zoom),
    [places.data, view.zoom],
  );
  return (
    <Pane name={PLACES_PANE} style={PLACES_PANE_STYLE}>
      {laidOut.map(({ place, labelled }) => (
        <PlacePoint key={place.id} place={place} labelled={labelled} />
      ))}
    </Pane>
  );
}
