import 'leaflet/dist/leaflet.css';
import { Icon } from 'leaflet';
import markerIcon2xUrl from 'leaflet/dist/images/marker-icon-2x.png';
import markerIconUrl from 'leaflet/dist/images/marker-icon.png';
import markerShadowUrl from 'leaflet/dist/images/marker-shadow.png';

// Leaflet finds its default marker images through a path read from its CSS, which the bundler
// rewrites; without the bundled URLs every default marker is a broken image.
delete (Icon.Default.prototype as { _getIconUrl?: unknown })._getIconUrl;
Icon.Default.mergeOptions({
  iconUrl: markerIconUrl,
  iconRetinaUrl: markerIcon2xUrl,
  shadowUrl: markerShadowUrl,
});
