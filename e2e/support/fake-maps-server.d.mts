import type { LatLng } from '../../src/domain/store.ts';

export interface FakeMapsRequest {
  service: 'overpass' | 'nominatim' | 'google';
  at: number;
  userAgent?: string;
  /** Overpass: the QL, and the point and radius read from its around: filter. */
  query?: string;
  radius?: number;
  lat?: number;
  lng?: number;
  /** Nominatim ('/search', '/lookup') and Google: the path and the query string. */
  path?: string;
  params?: Record<string, string>;
}

export interface FakeMapsServer {
  url: string;
  overpassUrl: string;
  nominatimUrl: string;
  tileUrl: string;
  googleBaseUrl: string;
  requests: FakeMapsRequest[];
  reset(): void;
  close(): Promise<void>;
}

export const SAN_DIEGO: LatLng;
export const NEW_YORK: LatLng;
export const BALBOA_PARK: LatLng;
export const PLACES: Array<[string, number, LatLng, string]>;

export function startFakeMapsServer(options?: {
  port?: number;
  host?: string;
  slowMs?: number;
}): Promise<FakeMapsServer>;
