import type { LatLong } from '@sauda/domain';
import type { LeafletEvent, Marker as LeafletMarker } from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { Marker, useMap } from 'react-leaflet';
import { mapPinIcon } from '../../../shared/map/map-pin-icon';
import { pinKeyOffset } from './pin-keys';

interface DraggablePinProps {
  pin: LatLong;
  label: string;
  onMove: (point: LatLong) => void;
}

/** The delivery pin: dragged with a pointer, or focused and moved with the arrow keys. */
export function DraggablePin({ pin, label, onMove }: DraggablePinProps) {
  const map = useMap();
  const marker = useRef<LeafletMarker>(null);
  const move = useRef(onMove);
  useEffect(() => {
    move.current = onMove;
  }, [onMove]);

  const eventHandlers = useMemo(
    () => ({
      dragend: (event: LeafletEvent) => {
        const { lat, lng } = (event.target as LeafletMarker).getLatLng();
        move.current({ lat, long: lng });
      },
    }),
    [],
  );

  useEffect(() => {
    const element = marker.current?.getElement();
    if (!element) return;
    element.setAttribute('aria-label', label);
    const onKeyDown = (event: KeyboardEvent) => {
      const offset = pinKeyOffset(event.key, event.shiftKey);
      const current = marker.current;
      if (!offset || !current) return;
      event.preventDefault();
      event.stopPropagation();
      const at = map.latLngToContainerPoint(current.getLatLng());
      const next = map.containerPointToLatLng([at.x + offset.x, at.y + offset.y]);
      move.current({ lat: next.lat, long: next.lng });
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, [map, label]);

  return (
    <Marker
      ref={marker}
      position={[pin.lat, pin.long]}
      icon={mapPinIcon}
      draggable
      autoPan
      keyboard
      title={label}
      eventHandlers={eventHandlers}
    />
  );
}
