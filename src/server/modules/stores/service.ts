import { distanceMetres, roundLatLng } from '#domain/geo.ts';
import type { LatLng, Store } from '#domain/store.ts';
import { notFound } from '../../lib/errors.ts';
import { createTtlCache } from '../../providers/maps/ttl-cache.ts';
import type { MapsProvider, PlaceSuggestion } from '../../providers/maps/types.ts';

/** Radii tried in turn until enough stores are found; a dense city stops at the first. */
export const SEARCH_RADII_METRES = [1500, 5000, 15_000] as const;
/** Fewer listed stores than this widens the search. */
export const ENOUGH_STORES = 5;
/** The most stores one answer lists (nearest first). */
export const MAX_LISTED_STORES = 20;
/** Coordinates are rounded to this many decimals (~110 m) before searching, so answers can be shared. */
const CACHE_DECIMALS = 3;
const CACHE_MAX_ENTRIES = 2000;

/** Spec §2: only operational stores whose name does not contain '.com' are listed. */
export const isListed = (store: Store) =>
  store.business_status === 'OPERATIONAL' && !store.name.toLowerCase().includes('.com');

/** The listed stores with their distance from `origin`, nearest first, at most `limit`. */
export function listStores(stores: Store[], origin: LatLng, limit = MAX_LISTED_STORES): Store[] {
  return stores
    .filter(isListed)
    .map((store) => ({ ...store, distance: Math.round(distanceMetres(origin, store.geometry.location)) }))
    .sort((a, b) => a.distance - b.distance || a.name.localeCompare(b.name))
    .slice(0, limit);
}

/** Nearby stores, place search and geocoding, with answers cached for `cacheTtlSeconds`. */
export function createStoreService({ provider, cacheTtlSeconds }: { provider: MapsProvider; cacheTtlSeconds: number }) {
  const cacheOptions = { ttlMs: cacheTtlSeconds * 1000, maxEntries: CACHE_MAX_ENTRIES };
  const storesCache = createTtlCache<Store[]>(cacheOptions);
  const suggestionsCache = createTtlCache<PlaceSuggestion[]>(cacheOptions);
  const locationsCache = createTtlCache<LatLng | null>(cacheOptions);

  async function searchWidening(point: LatLng): Promise<Store[]> {
    let found: Store[] = [];
    for (const radius of SEARCH_RADII_METRES) {
      found = await provider.searchStores(point, radius);
      if (found.filter(isListed).length >= ENOUGH_STORES) break;
    }
    return found;
  }

  const requireLocation = (location: LatLng | null): LatLng => {
    if (!location) throw notFound('No place matches that search');
    return location;
  };

  return {
    /** Listed stores around `point`, nearest first, searching wider where there are few. */
    async nearby(point: LatLng): Promise<Store[]> {
      const center = roundLatLng(point, CACHE_DECIMALS);
      const found = await storesCache.getOrLoad(`${center.lat},${center.lng}`, () => searchWidening(center));
      return listStores(found, point);
    },

    /** Place suggestions for what the user typed; their locations are remembered for geocode(). */
    async autocomplete(query: string): Promise<Array<Omit<PlaceSuggestion, 'location'>>> {
      const key = query.trim().replace(/\s+/g, ' ').toLowerCase();
      const suggestions = await suggestionsCache.getOrLoad(key, () => provider.autocomplete(key));
      for (const { placeId, location } of suggestions) {
        if (location) locationsCache.set(`place:${placeId}`, location);
      }
      return suggestions.map(({ placeId, description }) => ({ placeId, description }));
    },

    /** The location of a suggested place or of a free-text address (404 when nothing matches). */
    async geocode(query: { placeId?: string; address?: string }): Promise<LatLng> {
      if (query.placeId !== undefined) {
        const placeId = query.placeId;
        return requireLocation(
          await locationsCache.getOrLoad(`place:${placeId}`, () => provider.geocodePlace(placeId)),
        );
      }
      const address = (query.address ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
      return requireLocation(
        await locationsCache.getOrLoad(`address:${address}`, () => provider.geocodeAddress(address)),
      );
    },
  };
}

export type StoreService = ReturnType<typeof createStoreService>;
