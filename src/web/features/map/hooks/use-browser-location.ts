import { useEffect, useState } from 'react';
import { FALLBACK_LOCATION, type LatLng } from '#domain/store.ts';

export interface BrowserLocation {
  /** null while the browser is still asked. */
  location: LatLng | null;
  /** True when permission was denied or the lookup failed, so FALLBACK_LOCATION is shown. */
  usedFallback: boolean;
}

const GEOLOCATION_TIMEOUT_MS = 10_000;
const hasGeolocation = () => typeof navigator !== 'undefined' && 'geolocation' in navigator;

/** The browser's location once, or the spec's fallback location when that is denied or fails. */
export function useBrowserLocation(): BrowserLocation {
  const [state, setState] = useState<BrowserLocation>(() =>
    hasGeolocation() ? { location: null, usedFallback: false } : { location: FALLBACK_LOCATION, usedFallback: true },
  );
  useEffect(() => {
    if (!hasGeolocation()) return;
    let cancelled = false;
    navigator.geolocation.getCurrentPosition(
      (position) => {
        if (!cancelled) {
          setState({
            location: { lat: position.coords.latitude, lng: position.coords.longitude },
            usedFallback: false,
          });
        }
      },
      () => {
        if (!cancelled) setState({ location: FALLBACK_LOCATION, usedFallback: true });
      },
      { timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 5 * 60_000 },
    );
    return () => {
      cancelled = true;
    };
  }, []);
  return state;
}
