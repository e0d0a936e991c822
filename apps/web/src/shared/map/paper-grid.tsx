import { GridLayer } from 'leaflet';
import { useMap } from 'react-leaflet';
import { useEffect } from 'react';

/**
 * A grid drawn in map coordinates instead of street tiles: it pans and zooms with the map, so
 * moving the map still feels like moving a map.
 */
class PaperGridLayer extends GridLayer {
  protected override createTile(): HTMLElement {
    const tile = document.createElement('div');
    tile.className = 'sauda-paper-tile';
    return tile;
  }
}

export function PaperGrid() {
  const map = useMap();
  useEffect(() => {
    const layer = new PaperGridLayer({ zIndex: 0 });
    layer.addTo(map);
    return () => {
      layer.remove();
    };
  }, [map]);
  return null;
}
