import { z } from 'zod';
import type { LatLng } from './store.ts';

/** Mean Earth radius in metres (IUGG), the usual constant for the haversine formula. */
export const EARTH_RADIUS_METRES = 6_371_008.8;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance between two points in metres (haversine); accurate to ~0.5 % for store distances. */
export function distanceMetres(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  // min() guards against a rounding error pushing h just above 1 for antipodal points.
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Rounds a point to `decimals` places (3 ≈ 110 m of latitude), so nearby requests share a cache entry
 * and the outside services see fewer distinct queries.
 */
export function roundLatLng(point: LatLng, decimals = 3): LatLng {
  const factor = 10 ** decimals;
  const round = (value: number) => Math.round(value * factor) / factor || 0;
  return { lat: round(point.lat), lng: round(point.lng) };
}

/** A distance for people: '350 m' below one kilometre, otherwise '1.4 km'. */
export function formatDistance(metres: number): string {
  if (metres < 1000) return `${Math.max(0, Math.round(metres / 10) * 10)} m`;
  return `${(metres / 1000).toFixed(metres < 10_000 ? 1 : 0)} km`;
}

/** GET /api/maps/config: what the web map needs to draw tiles (MAP_TILE_URL, served so it stays config). */
export const MapConfigSchema = z.object({
  /** A Leaflet tile URL template with {z}, {x} and {y}. */
  tileUrl: z.string(),
  /** HTML attribution line the tile provider requires. */
  attribution: z.string(),
});
export type MapConfig = z.infer<typeof MapConfigSchema>;
