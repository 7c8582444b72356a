import type { MapConfig } from '#domain/geo.ts';
import { useGetMapConfigQuery } from '../map-api.ts';
import { DEFAULT_MAP_CONFIG } from '../map-constants.ts';

/** The tile settings; null until known. Falls back to OpenStreetMap's tiles if the server cannot say. */
export function useMapConfig(): MapConfig | null {
  const { data, isError } = useGetMapConfigQuery();
  return data ?? (isError ? DEFAULT_MAP_CONFIG : null);
}
