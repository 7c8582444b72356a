import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import { Link, Navigate } from 'react-router';
import type { LatLng } from '#domain/store.ts';
import { getToken } from '../../../app/api.ts';
import { paths } from '../../../app/paths.ts';
import { Loading } from '../../../components/loading.tsx';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { useGetListsQuery } from '../../shopping-list/index.ts';
import { StoreListAction } from '../components/store-list-action.tsx';
import { PlaceSearch } from '../components/place-search.tsx';
import { StoreList, type StoreCardAction } from '../components/store-list.tsx';
import { StoreMap, type CenterRequest } from '../components/store-map.tsx';
import { useBrowserLocation } from '../hooks/use-browser-location.ts';
import { useMapConfig } from '../hooks/use-map-config.ts';
import { useNearbyStores } from '../hooks/use-nearby-stores.ts';
import '../map.css';

/** /map: nearby grocery stores around the user, or around a place they search or drop the marker on. */
export function MapPage() {
  if (!getToken()) return <Navigate to={paths.home} replace />;
  return <StoreMapScreen />;
}

function StoreMapScreen() {
  const { t } = useLingui();
  const browser = useBrowserLocation();
  const tiles = useMapConfig();
  // The home point once the user moved it; until then, the browser's (or the fallback) location.
  const [moved, setMoved] = useState<LatLng | null>(null);
  const [centerRequest, setCenterRequest] = useState<CenterRequest | null>(null);
  const home = moved ?? browser.location;
  const nearby = useNearbyStores(home);
  // One request for every card: each card finds its store's list among the household's (at most 20).
  const lists = useGetListsQuery();
  const listAction: StoreCardAction | undefined = lists.data
    ? (store, nameId) => <StoreListAction store={store} lists={lists.data!.rows} describedBy={nameId} />
    : undefined;

  const onHomeMoved = useCallback((point: LatLng) => setMoved(point), []);
  const onPlaceChosen = useCallback((point: LatLng) => {
    setMoved(point);
    setCenterRequest((previous) => ({ point, seq: (previous?.seq ?? 0) + 1 }));
  }, []);
  const recenter = () => {
    if (home) setCenterRequest((previous) => ({ point: home, seq: (previous?.seq ?? 0) + 1 }));
  };

  return (
    <main className="page map-page">
      <div className="page-header">
        <h1>
          <Trans>Nearby Stores</Trans>
        </h1>
        <Link to={paths.shoppingList} className="btn">
          <span aria-hidden="true" className="flips-in-rtl">
            ←
          </span>{' '}
          <Trans>Back</Trans>
        </Link>
      </div>
      <div className="map-toolbar">
        <PlaceSearch onPlaceChosen={onPlaceChosen} />
        <button type="button" className="btn" onClick={recenter} disabled={!home}>
          <Trans>Recenter Map</Trans>
        </button>
      </div>
      {browser.usedFallback && !moved && (
        <p className="muted map-note">
          <Trans>
            Your location is not available, so the map starts in San Diego. Drag the marker or search a place.
          </Trans>
        </p>
      )}
      <section aria-label={t`Map of nearby stores`}>
        {home && tiles ? (
          <StoreMap
            home={home}
            stores={nearby.stores}
            tiles={tiles}
            centerRequest={centerRequest}
            onHomeMoved={onHomeMoved}
          />
        ) : (
          <div className="store-map store-map-placeholder">
            <Loading label={home ? t`Loading the map…` : t`Finding your location…`} />
          </div>
        )}
      </section>
      <section className="store-results" aria-labelledby="store-results-title">
        <h2 id="store-results-title">
          <Trans>Grocery stores near you</Trans>
        </h2>
        {lists.error && <LoadFailure error={lists.error} what={t`your lists`} onRetry={() => void lists.refetch()} />}
        <StoreList nearby={nearby} action={listAction} />
      </section>
    </main>
  );
}
