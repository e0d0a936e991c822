import { DivIcon } from 'leaflet';
import { brand } from '../../theme/tokens';

const PIN_WIDTH = 36;
const PIN_HEIGHT = 46;

/** The delivery pin: a brand-green drop whose tip marks the point. */
export const mapPinIcon = new DivIcon({
  className: 'sauda-map-pin',
  iconSize: [PIN_WIDTH, PIN_HEIGHT],
  iconAnchor: [PIN_WIDTH / 2, PIN_HEIGHT],
  tooltipAnchor: [0, -PIN_HEIGHT],
  html: `<svg width="${PIN_WIDTH}" height="${PIN_HEIGHT}" viewBox="0 0 36 46" aria-hidden="true" focusable="false">
  <ellipse cx="18" cy="43.5" rx="7" ry="2.5" fill="rgba(28,31,30,0.25)"/>
  <path d="M18 1C8.6 1 1 8.4 1 17.6 1 29.5 18 43 18 43s17-13.5 17-25.4C35 8.4 27.4 1 18 1z" fill="${brand.primary}" stroke="${brand.primaryDark}" stroke-width="1.5"/>
  <circle cx="18" cy="17.5" r="6.5" fill="${brand.surface}"/>
</svg>`,
});
