import 'leaflet/dist/leaflet.css';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef } from 'react';
import type { Marker as LeafletMarker } from 'leaflet';
import { MapContainer, Marker, Popup, TileLayer, useMap } from 'react-leaflet';
import type { MapConfig } from '#domain/geo.ts';
import type { LatLng, Store } from '#domain/store.ts';
import { MAP_ZOOM } from '../map-constants.ts';
import { homeIcon, storeIcon } from '../map-icons.ts';

/** A request to centre the map; `seq` changes on every request, so the same point can be asked twice. */
export interface CenterRequest {
  point: LatLng;
  seq: number;
}

interface StoreMapProps {
  home: LatLng;
  stores: Store[];
  tiles: MapConfig;
  /** The latest 'centre here' request (Recenter Map, a chosen place); null until there is one. */
  centerRequest: CenterRequest | null;
  /** The user dropped the home marker somewhere else. */
  onHomeMoved: (point: LatLng) => void;
}

function FollowCenterRequest({ request }: { request: CenterRequest }) {
  const map = useMap();
  useEffect(() => {
    map.setView([request.point.lat, request.point.lng], MAP_ZOOM);
  }, [map, request]);
  return null;
}

function HomeMarker({ position, onMoved }: { position: LatLng; onMoved: (point: LatLng) => void }) {
  const { t } = useLingui();
  const markerRef = useRef<LeafletMarker>(null);
  const handlers = useMemo(
    () => ({
      dragend() {
        const marker = markerRef.current;
        if (!marker) return;
        const { lat, lng } = marker.getLatLng();
        onMoved({ lat, lng });
        marker.openPopup();
      },
    }),
    [onMoved],
  );
  // The popup is bound by its own effect, which may run after this one under a loaded main thread:
  // open it on the next frame, once everything of this commit is in place.
  useEffect(() => {
    const frame = requestAnimationFrame(() => markerRef.current?.openPopup());
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <Marker
      ref={markerRef}
      position={[position.lat, position.lng]}
      icon={homeIcon}
      draggable
      autoPan
      title={t`You are here (drag to search elsewhere)`}
      alt={t`Your location`}
      eventHandlers={handlers}
      zIndexOffset={1000}
    >
      <Popup autoPan={false}>{t`You are here`}</Popup>
    </Marker>
  );
}

/** The Leaflet map: tiles from config, the draggable home marker and one marker per store. */
export function StoreMap({ home, stores, tiles, centerRequest, onHomeMoved }: StoreMapProps) {
  return (
    <MapContainer center={[home.lat, home.lng]} zoom={MAP_ZOOM} className="store-map" scrollWheelZoom>
      <TileLayer url={tiles.tileUrl} attribution={tiles.attribution} />
      <HomeMarker position={home} onMoved={onHomeMoved} />
      {stores.map((store) => (
        <Marker
          key={store.place_id}
          position={[store.geometry.location.lat, store.geometry.location.lng]}
          icon={storeIcon}
          title={store.name}
          alt={store.name}
        >
          <Popup>{store.name}</Popup>
        </Marker>
      ))}
      {centerRequest && <FollowCenterRequest request={centerRequest} />}
    </MapContainer>
  );
}
