import { useEffect, useState } from 'react';
import type { MapConfig } from '#domain/geo.ts';
import { fetchMapConfig } from '../map-api.ts';
import { DEFAULT_MAP_CONFIG } from '../map-constants.ts';

/** The tile settings; null until known. Falls back to OpenStreetMap's tiles if the server cannot say. */
export function useMapConfig(): MapConfig | null {
  const [config, setConfig] = useState<MapConfig | null>(null);
  useEffect(() => {
    let cancelled = false;
    fetchMapConfig().then(
      (answer) => !cancelled && setConfig(answer),
      () => !cancelled && setConfig(DEFAULT_MAP_CONFIG),
    );
    return () => {
      cancelled = true;
    };
  }, []);
  return config;
}
