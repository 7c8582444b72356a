import type { AppConfig } from '../../config.ts';
import { createGoogleProvider } from './google-provider.ts';
import { createOsmProvider } from './osm-provider.ts';
import type { MapsLogger, MapsProvider } from './types.ts';

/** The User-Agent every outside request carries: the app and whom to contact (Nominatim and Overpass ask for it). */
export const mapsUserAgent = (contact: string) => `HelloKitchen/1.0 (self-hosted recipe app; contact: ${contact})`;

/** The provider that MAPS_PROVIDER selects. */
export function createMapsProvider(config: AppConfig['maps'], log?: MapsLogger): MapsProvider {
  const userAgent = mapsUserAgent(config.contact);
  if (config.provider === 'google') {
    return createGoogleProvider({
      baseUrl: config.googleBaseUrl,
      apiKey: config.googleApiKey ?? '',
      userAgent,
      timeoutMs: config.timeoutMs,
      log,
    });
  }
  return createOsmProvider({
    overpassUrl: config.overpassUrl,
    nominatimUrl: config.nominatimUrl,
    userAgent,
    timeoutMs: config.timeoutMs,
    log,
  });
}
