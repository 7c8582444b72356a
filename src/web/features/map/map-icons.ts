import L from 'leaflet';
import { HOME_MARKER_URL, MARKER_ICON_PX, STORE_MARKER_URL } from './map-constants.ts';

const pin = (iconUrl: string, className: string) =>
  L.icon({
    iconUrl,
    iconSize: [MARKER_ICON_PX, MARKER_ICON_PX],
    // The pin's tip is at the bottom centre of the picture.
    iconAnchor: [MARKER_ICON_PX / 2, MARKER_ICON_PX],
    popupAnchor: [0, -MARKER_ICON_PX],
    className,
  });

/** Bundled 30 px pins; Leaflet's default icon paths break under a bundler, so they are not used. */
export const homeIcon = pin(HOME_MARKER_URL, 'map-marker-home');
export const storeIcon = pin(STORE_MARKER_URL, 'map-marker-store');
