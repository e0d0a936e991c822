import { useEffect, useMemo, useRef } from 'react';
import { TileLayer } from 'react-leaflet';
import { TILE_WAIT_MS, type TileEvent } from './tile-status';

interface ConfiguredTilesProps {
  url: string;
  attribution: string;
  onTileEvent: (event: TileEvent) => void;
}

/** The configured street tiles; reports the first tile, a tile error or a silent wait. */
export function ConfiguredTiles({ url, attribution, onTileEvent }: ConfiguredTilesProps) {
  const report = useRef(onTileEvent);
  useEffect(() => {
    report.current = onTileEvent;
  }, [onTileEvent]);

  useEffect(() => {
    const timer = setTimeout(() => report.current('timeout'), TILE_WAIT_MS);
    return () => clearTimeout(timer);
  }, [url]);

  const eventHandlers = useMemo(
    () => ({
      tileload: () => report.current('tileload'),
      tileerror: () => report.current('tileerror'),
    }),
    [],
  );

  return <TileLayer url={url} attribution={attribution} eventHandlers={eventHandlers} />;
}
