import type { MapConfig } from '#domain/geo.ts';
import type { LatLng, Store } from '#domain/store.ts';
import { apiSlice } from '../../app/api-slice.ts';

export interface PlacePrediction {
  placeId: string;
  description: string;
}

/** The map's calls; the server proxies and caches the maps provider, so these change nothing. */
export const mapApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** Listed stores near a point, nearest first (GET /api/stores/nearby). */
    getNearbyStores: build.query<Store[], LatLng>({
      query: ({ lat, lng }) => ({ url: '/api/stores/nearby', params: { lat, lng } }),
      transformResponse: (answer: { stores: Store[] }) => answer.stores,
    }),
    /** Place suggestions for the search box. */
    getPlacePredictions: build.query<PlacePrediction[], string>({
      query: (q) => ({ url: '/api/places/autocomplete', params: { q } }),
      transformResponse: (answer: { predictions: PlacePrediction[] }) => answer.predictions,
    }),
    /** The location of a suggested place, or of what the user typed. */
    geocodePlace: build.query<LatLng, { placeId: string } | { address: string }>({
      query: (params) => ({ url: '/api/places/geocode', params }),
    }),
    /** Tile URL and attribution from the server's MAP_TILE_URL. */
    getMapConfig: build.query<MapConfig, void>({
      query: () => '/api/maps/config',
    }),
  }),
});

export const {
  useGetNearbyStoresQuery,
  useLazyGetPlacePredictionsQuery,
  useLazyGeocodePlaceQuery,
  useGetMapConfigQuery,
} = mapApi;
