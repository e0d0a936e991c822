import { MAP_DEFAULT_CENTER, MAP_DEFAULT_ZOOM, type MapSettings } from '@sauda/domain';

export const OSM_ATTRIBUTION = '© OpenStreetMap contributors';

/** The host of a tile template; `{s}` subdomain placeholders are not valid in a URL. */
function tileHost(tileUrl: string): string {
  return (/^https?:\/\/([^/?#]+)/i.exec(tileUrl)?.[1] ?? '').toLowerCase();
}

/** OpenStreetMap's tile licence asks for its credit on the map; other providers name their own. */
export function tileAttribution(tileUrl: string): string {
  const host = tileHost(tileUrl);
  return host === 'openstreetmap.org' || host.endsWith('.openstreetmap.org') ? OSM_ATTRIBUTION : '';
}

/** What the map picker needs to draw a map (SPEC §9: centre about 24.85, 67.01; zoom 15). */
export function mapSettings(tileUrl: string): MapSettings {
  return {
    tile_url: tileUrl,
    attribution: tileAttribution(tileUrl),
    center: { lat: MAP_DEFAULT_CENTER.lat, long: MAP_DEFAULT_CENTER.long },
    zoom: MAP_DEFAULT_ZOOM,
  };
}
