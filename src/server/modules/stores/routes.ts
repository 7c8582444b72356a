import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '#domain/common.ts';
import { MapConfigSchema } from '#domain/geo.ts';
import {
  AutocompleteQuerySchema,
  AutocompleteResultSchema,
  GeocodeQuerySchema,
  LatLngSchema,
  NearbyQuerySchema,
  NearbyResultSchema,
} from '#domain/store.ts';
import type { StoreService } from './service.ts';

const errors = (...codes: number[]) => Object.fromEntries(codes.map((code) => [code, ErrorBodySchema]));
const security = [{ bearer: [] }];
/** The attribution OpenStreetMap's tile licence requires; custom MAP_TILE_URL servers use OSM data too. */
const OSM_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** /api/stores, /api/places and /api/maps: nearby grocery stores and place search, proxied and cached. */
export const storeRoutes: FastifyPluginAsyncZod<{ stores: StoreService }> = async (app, { stores }) => {
  const { maps } = app.deps.config;
  const upstreamErrors = errors(400, 401, 502, 504);

  app.get(
    '/stores/nearby',
    {
      schema: {
        tags: ['stores'],
        summary: 'Operational grocery stores near a point, nearest first (at most 20)',
        description:
          'Searches 1.5 km, then 5 km, then 15 km until five stores are found. 502 when the maps service fails, 504 when it is too slow.',
        security,
        querystring: NearbyQuerySchema,
        response: { 200: NearbyResultSchema, ...upstreamErrors },
      },
    },
    async (request) => ({ stores: await stores.nearby(request.query) }),
  );

  app.get(
    '/places/autocomplete',
    {
      schema: {
        tags: ['stores'],
        summary: 'Place suggestions for the map search box',
        security,
        querystring: AutocompleteQuerySchema,
        response: { 200: AutocompleteResultSchema, ...upstreamErrors },
      },
    },
    async (request) => ({ predictions: await stores.autocomplete(request.query.q) }),
  );

  app.get(
    '/places/geocode',
    {
      schema: {
        tags: ['stores'],
        summary: 'The location of a suggested place (placeId) or of an address',
        security,
        querystring: GeocodeQuerySchema,
        response: { 200: LatLngSchema, ...errors(400, 401, 404, 502, 504) },
      },
    },
    async (request) => stores.geocode(request.query),
  );

  app.get(
    '/maps/config',
    {
      schema: {
        tags: ['stores'],
        summary: 'Map tile settings for the web map (MAP_TILE_URL)',
        security,
        response: { 200: MapConfigSchema, ...errors(401) },
      },
    },
    async () => ({ tileUrl: maps.tileUrl, attribution: OSM_ATTRIBUTION }),
  );
};
