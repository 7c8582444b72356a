import { formatDistance } from '#domain/geo.ts';
import type { Store } from '#domain/store.ts';
import { Loading } from '../../../components/loading.tsx';
import type { NearbyStores } from '../hooks/use-nearby-stores.ts';
import { STOCK_STORE_IMAGE, STORE_PHOTO_PX } from '../map-constants.ts';

/** 'x/5 (n reviews)', or 'Rating: N/A' when the maps service has no rating (always so for OpenStreetMap). */
export function ratingText(store: Pick<Store, 'rating' | 'user_ratings_total'>): string {
  if (store.rating === undefined) return 'Rating: N/A';
  const reviews = store.user_ratings_total ?? 0;
  return `${store.rating}/5 (${reviews} reviews)`;
}

function StoreCard({ store }: { store: Store }) {
  const photo = store.photos?.[0]?.url;
  return (
    <li className="card store-card">
      <img
        className="store-card-photo"
        src={photo ?? STOCK_STORE_IMAGE}
        alt={photo ? `Photo of ${store.name}` : ''}
        width={STORE_PHOTO_PX}
        height={STORE_PHOTO_PX}
        loading="lazy"
      />
      <div className="store-card-body">
        <h3 className="store-card-name">{store.name}</h3>
        <p className="store-card-rating">{ratingText(store)}</p>
        {store.vicinity && <p className="store-card-vicinity muted">{store.vicinity}</p>}
        {store.distance !== undefined && <p className="muted">{formatDistance(store.distance)} away</p>}
      </div>
    </li>
  );
}

/** The store list with its loading, failure (with Retry) and empty states. */
export function StoreList({ nearby }: { nearby: NearbyStores & { retry: () => void } }) {
  if (nearby.status === 'failed') {
    return (
      <div className="alert alert-danger store-search-error" role="alert">
        <p>
          <strong>Store search is unavailable right now</strong>
        </p>
        <p>{nearby.error}</p>
        <button type="button" className="btn" onClick={nearby.retry}>
          Retry
        </button>
      </div>
    );
  }
  if (nearby.status !== 'succeeded') return <Loading label="Searching nearby stores…" />;
  if (nearby.stores.length === 0) return <p className="empty-state">No grocery stores found nearby</p>;
  return (
    <ol className="store-list" aria-label="Nearby stores, nearest first">
      {nearby.stores.map((store) => (
        <StoreCard key={store.place_id} store={store} />
      ))}
    </ol>
  );
}
