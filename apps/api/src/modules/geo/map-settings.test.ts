import { describe, expect, it } from 'vitest';
import { mapSettings, OSM_ATTRIBUTION, tileAttribution } from './map-settings.js';

describe('mapSettings', () => {
  it("answers the tile URL with the spec's centre (about 24.85, 67.01) and zoom 15", () => {
    expect(mapSettings('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toEqual({
      tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
      center: { lat: 24.85, long: 67.01 },
      zoom: 15,
    });
  });
});

describe('tileAttribution', () => {
  it('credits OpenStreetMap on its own tile servers, subdomains included', () => {
    expect(tileAttribution('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(
      OSM_ATTRIBUTION,
    );
    expect(tileAttribution('http://TILE.OPENSTREETMAP.ORG/{z}/{x}/{y}.png')).toBe(OSM_ATTRIBUTION);
  });

  it('leaves other providers, and look-alike hosts, without it', () => {
    expect(tileAttribution('https://tiles.example.com/{z}/{x}/{y}.png')).toBe('');
    expect(tileAttribution('https://openstreetmap.org.example.com/{z}/{x}/{y}.png')).toBe('');
    expect(tileAttribution('https://example.com/openstreetmap.org/{z}/{x}/{y}.png')).toBe('');
  });
});
