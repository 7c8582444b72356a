import { z } from 'zod';
import type { LatLng, Store } from '#domain/store.ts';
import { badGateway } from '../../lib/errors.ts';
import { fetchJson } from './fetch-json.ts';
import type { MapsLogger, MapsProvider } from './types.ts';

const SERVICE = 'Google Maps';
const LocationSchema = z.object({ lat: z.number(), lng: z.number() });
const StatusSchema = z.string();

const NearbySchema = z.object({
  status: StatusSchema,
  results: z
    .array(
      z.object({
        place_id: z.string(),
        name: z.string(),
        rating: z.number().optional(),
        user_ratings_total: z.number().optional(),
        vicinity: z.string().optional(),
        geometry: z.object({ location: LocationSchema }),
        business_status: z.string().optional(),
      }),
    )
    .default([]),
});
const AutocompleteSchema = z.object({
  status: StatusSchema,
  predictions: z.array(z.object({ place_id: z.string(), description: z.string() })).default([]),
});
const GeocodeSchema = z.object({
  status: StatusSchema,
  results: z.array(z.object({ geometry: z.object({ location: LocationSchema }) })).default([]),
});

export interface GoogleProviderOptions {
  baseUrl: string;
  apiKey: string;
  userAgent: string;
  timeoutMs: number;
  log?: MapsLogger;
}

/**
 * Google Places Nearby Search, Autocomplete and Geocoding (MAPS_PROVIDER=google). Photos are left out:
 * a Places photo URL carries the API key, which must never reach the browser.
 */
export function createGoogleProvider(options: GoogleProviderOptions): MapsProvider {
  const base = options.baseUrl.replace(/\/+$/, '');
  async function get<S extends z.ZodType<{ status: string }>>(path: string, params: Record<string, string>, schema: S) {
    const answer = await fetchJson({
      service: SERVICE,
      url: `${base}${path}?${new URLSearchParams({ ...params, key: options.apiKey })}`,
      schema,
      timeoutMs: options.timeoutMs,
      userAgent: options.userAgent,
      log: options.log,
    });
    // Google answers 200 even when it refuses (REQUEST_DENIED, OVER_QUERY_LIMIT, …).
    if (!['OK', 'ZERO_RESULTS', 'NOT_FOUND'].includes(answer.status)) {
      options.log?.warn({ service: 'google', path, status: answer.status }, 'maps service failed');
      throw badGateway(`${SERVICE} refused the request (${answer.status}), try again later`, 'PLACES_FAILED');
    }
    return answer as z.infer<S>;
  }
  const firstLocation = (answer: z.infer<typeof GeocodeSchema>): LatLng | null =>
    answer.results[0]?.geometry.location ?? null;

  return {
    name: 'google',
    async searchStores(point, radiusMetres) {
      const answer = await get(
        '/maps/api/place/nearbysearch/json',
        { location: `${point.lat},${point.lng}`, radius: String(radiusMetres), type: 'grocery_or_supermarket' },
        NearbySchema,
      );
      return answer.results.map((place): Store => ({
        place_id: place.place_id,
        name: place.name,
        rating: place.rating,
        user_ratings_total: place.user_ratings_total,
        vicinity: place.vicinity ?? '',
        geometry: place.geometry,
        business_status: place.business_status ?? 'OPERATIONAL',
      }));
    },
    async autocomplete(query) {
      const answer = await get('/maps/api/place/autocomplete/json', { input: query }, AutocompleteSchema);
      return answer.predictions.map((p) => ({ placeId: p.place_id, description: p.description }));
    },
    async geocodePlace(placeId) {
      return firstLocation(await get('/maps/api/geocode/json', { place_id: placeId }, GeocodeSchema));
    },
    async geocodeAddress(address) {
      return firstLocation(await get('/maps/api/geocode/json', { address }, GeocodeSchema));
    },
  };
}
