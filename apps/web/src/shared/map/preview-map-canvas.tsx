import { MAP_DEFAULT_CENTER, MAP_DEFAULT_ZOOM } from '@sauda/domain';
import { Marker } from 'react-leaflet';
import { useTranslation } from 'react-i18next';
import type { AddressPreviewMapProps } from './preview-map-props';
import { BaseMap } from './base-map';
import { FollowPoint } from './follow-point';
import { mapPinIcon } from './map-pin-icon';

/** The Leaflet part of the address preview, loaded with Leaflet when a preview first shows. */
export function PreviewMapCanvas({ point, height = 240 }: AddressPreviewMapProps) {
  const { t } = useTranslation();
  const center = point ?? MAP_DEFAULT_CENTER;
  return (
    <BaseMap
      center={center}
      zoom={MAP_DEFAULT_ZOOM}
      interactive={false}
      height={height}
      label={point ? t('addressEditor.map.previewLabel') : t('addressEditor.map.previewEmptyLabel')}
    >
      <FollowPoint point={center} />
      {point && (
        <Marker
          position={[point.lat, point.long]}
          icon={mapPinIcon}
          interactive={false}
          keyboard={false}
        />
      )}
    </BaseMap>
  );
}
