import type { LatLng, Store } from '#domain/store.ts';

/** One autocomplete suggestion; `location` lets the caller skip a geocoding request when it is known. */
export interface PlaceSuggestion {
  placeId: string;
  description: string;
  location?: LatLng;
}

/**
 * An outside maps service (OpenStreetMap or Google) behind one small interface. Answers are already in
 * the spec's Store shape; filtering, ranking and caching belong to the stores module.
 * Every method throws AppError 502 (bad answer) or 504 (timeout) when the service fails.
 */
export interface MapsProvider {
  readonly name: 'osm' | 'google';
  /** Grocery stores within `radiusMetres` of `point`, in no particular order, closed ones included. */
  searchStores(point: LatLng, radiusMetres: number): Promise<Store[]>;
  /** Places matching what the user typed so far. */
  autocomplete(query: string): Promise<PlaceSuggestion[]>;
  /** The location of a place from `autocomplete`; null when the id is unknown. */
  geocodePlace(placeId: string): Promise<LatLng | null>;
  /** The best match for a free-text address; null when nothing matches. */
  geocodeAddress(address: string): Promise<LatLng | null>;
}

/** Where upstream failures are reported; pino's logger fits. */
export interface MapsLogger {
  warn(details: object, message: string): void;
}
