import { Circle, Marker } from 'react-leaflet';
import { useTranslation } from 'react-i18next';
import { BaseMap } from '../../../../shared/map/base-map';
import { mapPinIcon } from '../../../../shared/map/map-pin-icon';
import { brand } from '../../../../theme/tokens';
import { FitCircle } from './fit-circle';
import type { ServiceAreaMapProps } from './service-area-map';

const AREA_STYLE = { color: brand.primary, weight: 2, fillColor: brand.primary, fillOpacity: 0.1 };
const KARACHI_ZOOM = 12;

/** The Leaflet part of the delivery area, loaded with Leaflet when the settings first show. */
export function ServiceAreaCanvas({ lat, long, radiusKm, height = 280 }: ServiceAreaMapProps) {
  const { t } = useTranslation();
  return (
    <BaseMap
      center={{ lat, long }}
      zoom={KARACHI_ZOOM}
      interactive={false}
      height={height}
      showFallbackNote
      label={t('backOffice.settings.delivery.mapLabel', { radius: radiusKm })}
    >
      <Circle center={[lat, long]} radius={radiusKm * 1000} pathOptions={AREA_STYLE} />
      <Marker position={[lat, long]} icon={mapPinIcon} interactive={false} keyboard={false} />
      <FitCircle lat={lat} long={long} radiusKm={radiusKm} />
    </BaseMap>
  );
}
