import { z } from 'zod';
import { numberInput } from './common.ts';

/** A grocery store, in the shape of spec §3 (Google Places' field names). */
export const StoreSchema = z.object({
  place_id: z.string(),
  name: z.string(),
  rating: z.number().optional(),
  user_ratings_total: z.number().int().optional(),
  vicinity: z.string(),
  photos: z.array(z.object({ url: z.string() })).optional(),
  geometry: z.object({ location: z.object({ lat: z.number(), lng: z.number() }) }),
  business_status: z.string(),
  /** Metres from the searched point; an addition to the spec's shape. */
  distance: z.number().optional(),
});
export type Store = z.infer<typeof StoreSchema>;

const lat = numberInput('lat must be a number').pipe(
  z.number().min(-90, 'lat must be between -90 and 90').max(90, 'lat must be between -90 and 90'),
);
const lng = numberInput('lng must be a number').pipe(
  z.number().min(-180, 'lng must be between -180 and 180').max(180, 'lng must be between -180 and 180'),
);

export const NearbyQuerySchema = z.object({ lat, lng });
export const NearbyResultSchema = z.object({ stores: z.array(StoreSchema) });

export const AutocompleteQuerySchema = z.object({
  q: z.string({ error: 'q is required' }).trim().min(1, 'q is required').max(200, 'q must be at most 200 characters'),
});
export const AutocompleteResultSchema = z.object({
  predictions: z.array(z.object({ placeId: z.string(), description: z.string() })),
});

export const GeocodeQuerySchema = z
  .object({
    placeId: z.string().trim().min(1).max(200).optional(),
    address: z.string().trim().min(1).max(200).optional(),
  })
  .refine((q) => q.placeId !== undefined || q.address !== undefined, {
    message: 'placeId or address is required',
    path: ['placeId'],
  });
export const LatLngSchema = z.object({ lat: z.number(), lng: z.number() });
export type LatLng = z.infer<typeof LatLngSchema>;

/** Fallback location when geolocation is denied (spec §9). */
export const FALLBACK_LOCATION: LatLng = { lat: 32.715736, lng: -117.161087 };
