import { z } from 'zod';
import type { LatLng } from '#domain/store.ts';
import { badRequest } from '../../lib/errors.ts';
import { fetchJson } from './fetch-json.ts';
import type { Throttle } from './throttle.ts';
import type { MapsLogger, PlaceSuggestion } from './types.ts';

const SERVICE = 'The place search service (Nominatim)';
/** Suggestions per autocomplete answer. */
const SUGGESTION_LIMIT = 5;

const PlaceSchema = z.object({
  osm_type: z.enum(['node', 'way', 'relation']).optional(),
  osm_id: z.number().optional(),
  lat: z.coerce.number(),
  lon: z.coerce.number(),
  display_name: z.string(),
});
const AnswerSchema = z.array(PlaceSchema);
type Place = z.infer<typeof PlaceSchema>;

const OSM_TYPE_LETTER = { node: 'N', way: 'W', relation: 'R' } as const;
/** Our place ids name the OpenStreetMap object, the same way as store ids: 'osm:way/123'. */
const PLACE_ID = /^osm:(node|way|relation)\/(\d{1,15})$/;

const placeIdOf = (place: Place) =>
  place.osm_type && place.osm_id !== undefined ? `osm:${place.osm_type}/${place.osm_id}` : undefined;

export interface NominatimClientOptions {
  url: string;
  userAgent: string;
  timeoutMs: number;
  /** Every request goes through it (Nominatim's policy: at most one request a second). */
  throttle: Throttle;
  log?: MapsLogger;
}

/** Nominatim search and lookup, throttled; see https://operations.osmfoundation.org/policies/nominatim/. */
export function createNominatimClient(options: NominatimClientOptions) {
  const base = options.url.replace(/\/+$/, '');
  const get = (path: string, params: Record<string, string>) =>
    options.throttle(() =>
      fetchJson({
        service: SERVICE,
        url: `${base}${path}?${new URLSearchParams({ format: 'jsonv2', ...params })}`,
        schema: AnswerSchema,
        timeoutMs: options.timeoutMs,
        userAgent: options.userAgent,
        log: options.log,
      }),
    );
  const locationOf = (place: Place): LatLng => ({ lat: place.lat, lng: place.lon });

  return {
    async autocomplete(query: string): Promise<PlaceSuggestion[]> {
      const places = await get('/search', { q: query, limit: String(SUGGESTION_LIMIT), addressdetails: '0' });
      const suggestions: PlaceSuggestion[] = [];
      for (const place of places) {
        const placeId = placeIdOf(place);
        if (placeId && !suggestions.some((s) => s.placeId === placeId)) {
          suggestions.push({ placeId, description: place.display_name, location: locationOf(place) });
        }
      }
      return suggestions;
    },

    async geocodePlace(placeId: string): Promise<LatLng | null> {
      const match = PLACE_ID.exec(placeId);
      if (!match) throw badRequest('placeId is not a place from the search', { placeId: 'is not a known place id' });
      const [, type, id] = match;
      const places = await get('/lookup', { osm_ids: `${OSM_TYPE_LETTER[type as keyof typeof OSM_TYPE_LETTER]}${id}` });
      return places[0] ? locationOf(places[0]) : null;
    },

    async geocodeAddress(address: string): Promise<LatLng | null> {
      const places = await get('/search', { q: address, limit: '1', addressdetails: '0' });
      return places[0] ? locationOf(places[0]) : null;
    },
  };
}
