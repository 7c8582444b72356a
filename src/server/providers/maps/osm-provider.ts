import { gatewayTimeout } from '../../lib/errors.ts';
import { createNominatimClient } from './nominatim.ts';
import { searchOverpass } from './overpass.ts';
import { createThrottle } from './throttle.ts';
import type { MapsLogger, MapsProvider } from './types.ts';

export interface OsmProviderOptions {
  overpassUrl: string;
  nominatimUrl: string;
  userAgent: string;
  timeoutMs: number;
  /** Least time between two Nominatim requests; its policy says one a second. */
  nominatimIntervalMs?: number;
  log?: MapsLogger;
}

/** OpenStreetMap: shops from Overpass, search and geocoding from Nominatim. No key needed. */
export function createOsmProvider(options: OsmProviderOptions): MapsProvider {
  const { userAgent, timeoutMs, log } = options;
  const throttle = createThrottle({
    minIntervalMs: options.nominatimIntervalMs ?? 1000,
    // A request that would queue past the time-out is refused at once rather than kept waiting.
    maxWaitMs: timeoutMs,
    onBusy: () => gatewayTimeout('The place search service is busy, try again in a moment', 'PLACES_TIMEOUT'),
  });
  const nominatim = createNominatimClient({ url: options.nominatimUrl, userAgent, timeoutMs, throttle, log });
  return {
    name: 'osm',
    searchStores: (point, radiusMetres) =>
      searchOverpass({ url: options.overpassUrl, userAgent, timeoutMs, log }, point, radiusMetres),
    autocomplete: nominatim.autocomplete,
    geocodePlace: nominatim.geocodePlace,
    geocodeAddress: nominatim.geocodeAddress,
  };
}
