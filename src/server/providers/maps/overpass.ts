import { z } from 'zod';
import type { LatLng, Store } from '#domain/store.ts';
import { badGateway, gatewayTimeout } from '../../lib/errors.ts';
import { fetchJson } from './fetch-json.ts';
import type { MapsLogger } from './types.ts';

/** The shop kinds that count as grocery stores. */
export const GROCERY_SHOPS = ['supermarket', 'grocery', 'greengrocer'] as const;

/** Upper bound on elements per answer, so a dense city cannot produce a huge response. */
const MAX_ELEMENTS = 200;

const ElementSchema = z.object({
  type: z.enum(['node', 'way', 'relation']),
  id: z.number(),
  lat: z.number().optional(),
  lon: z.number().optional(),
  center: z.object({ lat: z.number(), lon: z.number() }).optional(),
  tags: z.record(z.string(), z.string()).optional(),
});
type OverpassElement = z.infer<typeof ElementSchema>;

const AnswerSchema = z.object({
  elements: z.array(ElementSchema),
  /** Set when Overpass hit a runtime error, e.g. its own time-out, and the answer may be incomplete. */
  remark: z.string().optional(),
});

/** Overpass QL for grocery shops (nodes, and buildings or areas through their centre) around a point. */
export function buildOverpassQuery(point: LatLng, radiusMetres: number, timeoutSeconds: number): string {
  const shops = GROCERY_SHOPS.join('|');
  return [
    `[out:json][timeout:${Math.max(1, Math.ceil(timeoutSeconds))}];`,
    `nwr["shop"~"^(${shops})$"](around:${Math.round(radiusMetres)},${point.lat},${point.lng});`,
    `out center tags ${MAX_ELEMENTS};`,
  ].join('\n');
}

/** Tags by which OpenStreetMap marks a shop that no longer trades. */
const CLOSED_LIFECYCLE = /^(disused|abandoned|was|closed|demolished|razed|removed):(shop|amenity|name)$/;

/** 'CLOSED_PERMANENTLY' when the tags say the shop is gone, otherwise 'OPERATIONAL' (Google's values). */
export function businessStatus(tags: Record<string, string>): 'OPERATIONAL' | 'CLOSED_PERMANENTLY' {
  const yes = (key: string) => tags[key] === 'yes';
  const closed =
    Object.keys(tags).some((key) => CLOSED_LIFECYCLE.test(key)) ||
    yes('disused') ||
    yes('abandoned') ||
    tags.shop === 'vacant' ||
    tags.shop === 'no' ||
    /^(closed|off)$/i.test(tags.opening_hours?.trim() ?? '');
  return closed ? 'CLOSED_PERMANENTLY' : 'OPERATIONAL';
}

/** 'number street, city' from addr:* tags, like Google's vicinity; '' when OSM has no address. */
export function vicinityOf(tags: Record<string, string>): string {
  const street = [tags['addr:housenumber'], tags['addr:street']].filter(Boolean).join(' ');
  const place = tags['addr:city'] ?? tags['addr:suburb'] ?? tags['addr:place'];
  const parts = street ? [street, place] : [tags['addr:full'] ?? tags['addr:place'], tags['addr:city']];
  return [...new Set(parts.filter((part): part is string => Boolean(part?.trim())))].join(', ');
}

/** One element as a Store; null when it has no position or no name (an unnamed shop is no use in a list). */
export function storeFromElement(element: OverpassElement): Store | null {
  const tags = element.tags ?? {};
  const lat = element.lat ?? element.center?.lat;
  const lng = element.lon ?? element.center?.lon;
  const name = (tags.name ?? tags.brand)?.trim();
  if (lat === undefined || lng === undefined || !name) return null;
  return {
    place_id: `osm:${element.type}/${element.id}`,
    name,
    vicinity: vicinityOf(tags),
    geometry: { location: { lat, lng } },
    business_status: businessStatus(tags),
  };
}

export interface OverpassClientOptions {
  url: string;
  userAgent: string;
  timeoutMs: number;
  log?: MapsLogger;
}

/** Searches grocery shops on the Overpass API. */
export async function searchOverpass(options: OverpassClientOptions, point: LatLng, radiusMetres: number) {
  const answer = await fetchJson({
    service: 'The store search service (Overpass)',
    url: options.url,
    method: 'POST',
    form: { data: buildOverpassQuery(point, radiusMetres, options.timeoutMs / 1000) },
    schema: AnswerSchema,
    timeoutMs: options.timeoutMs,
    userAgent: options.userAgent,
    log: options.log,
  });
  // Overpass reports its own failures inside a 200 answer; a partial list would look like a quiet area.
  if (answer.remark && /runtime error/i.test(answer.remark)) {
    options.log?.warn({ service: 'overpass', remark: answer.remark }, 'maps service failed');
    if (/timed? ?out/i.test(answer.remark)) {
      throw gatewayTimeout('The store search service (Overpass) ran out of time, try again later', 'PLACES_TIMEOUT');
    }
    throw badGateway('The store search service (Overpass) could not run the search, try again later', 'PLACES_FAILED');
  }
  const stores: Store[] = [];
  const seen = new Set<string>();
  for (const element of answer.elements) {
    const store = storeFromElement(element);
    if (store && !seen.has(store.place_id)) {
      seen.add(store.place_id);
      stores.push(store);
    }
  }
  return stores;
}
