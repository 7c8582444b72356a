import type { MapConfig } from '#domain/geo.ts';

/** Spec §9: zoom 15, marker icons 30 px, store photos 500×500. */
export const MAP_ZOOM = 15;
export const MARKER_ICON_PX = 30;
export const STORE_PHOTO_PX = 500;
/** Bundled picture for a store without a photo (OpenStreetMap has none). */
export const STOCK_STORE_IMAGE = '/images/store-stock.svg';
export const HOME_MARKER_URL = '/images/markers/home.svg';
export const STORE_MARKER_URL = '/images/markers/store.svg';
/** The place search asks the server only after a pause in typing, and from this many characters. */
export const SEARCH_DEBOUNCE_MS = 400;
export const SEARCH_MIN_CHARS = 3;

/** Used only when /api/maps/config cannot be read, so the map still draws. */
export const DEFAULT_MAP_CONFIG: MapConfig = {
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
};
