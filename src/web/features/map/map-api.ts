import { api } from '../../app/api.ts';
import type { MapConfig } from '#domain/geo.ts';
import type { LatLng, Store } from '#domain/store.ts';

export interface PlacePrediction {
  placeId: string;
  description: string;
}

/** Listed stores near a point, nearest first (GET /api/stores/nearby). */
export const fetchNearbyStores = (point: LatLng, signal?: AbortSignal) =>
  api<{ stores: Store[] }>('/api/stores/nearby', { query: { lat: point.lat, lng: point.lng }, signal }).then(
    (answer) => answer.stores,
  );

/** Place suggestions for the search box. */
export const fetchPlacePredictions = (q: string, signal?: AbortSignal) =>
  api<{ predictions: PlacePrediction[] }>('/api/places/autocomplete', { query: { q }, signal }).then(
    (answer) => answer.predictions,
  );

/** The location of a suggested place, or of what the user typed. */
export const geocodePlace = (query: { placeId: string } | { address: string }) =>
  api<LatLng>('/api/places/geocode', { query });

/** Tile URL and attribution from the server's MAP_TILE_URL. */
export const fetchMapConfig = () => api<MapConfig>('/api/maps/config');
