import Box from '@mui/material/Box';
import type { LatLong } from '@sauda/domain';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../ui/visually-hidden';
import { BaseMap } from '../../../shared/map/base-map';
import { DraggablePin } from './draggable-pin';
import { FocusOnPin } from './focus-on-pin';
import { MapPinEvents, type MapViewChange } from './map-pin-events';

export interface PinPickerMapProps {
  /** Where the map opens; later changes move it only through `focusKey`. */
  start: { center: LatLong; zoom: number };
  pin: LatLong | null;
  /** Changes when the pin was set away from the map (search, location): the map centres on it. */
  focusKey: number;
  onPinChange: (point: LatLong) => void;
  onViewChange: (view: MapViewChange) => void;
  overlay?: ReactNode;
  height?: number | string | Record<string, number | string>;
}

/** The map picker: click or tap to place the pin, drag it, or use the keyboard. */
export function PinPickerMap({
  start,
  pin,
  focusKey,
  onPinChange,
  onViewChange,
  overlay,
  height,
}: PinPickerMapProps) {
  const { t } = useTranslation();
  const helpId = useId();
  return (
    <>
      <BaseMap
        center={start.center}
        zoom={start.zoom}
        label={t('addressEditor.map.label')}
        describedBy={helpId}
        height={height}
        overlay={overlay}
        showFallbackNote
      >
        <MapPinEvents onPinChange={onPinChange} onViewChange={onViewChange} />
        <FocusOnPin pin={pin} focusKey={focusKey} />
        {pin && (
          <DraggablePin pin={pin} label={t('addressEditor.map.pinLabel')} onMove={onPinChange} />
        )}
      </BaseMap>
      <Box id={helpId} sx={visuallyHidden}>
        {t('addressEditor.map.keyboardHelp')}
      </Box>
    </>
  );
}
