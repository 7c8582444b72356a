import { i18n } from '@lingui/core';
import { plural, t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import type { Store } from '#domain/store.ts';
import { formatterFor, formattingLocale, useFormat, type Formatter } from '../../../app/i18n/format.ts';
import { Loading } from '../../../components/loading.tsx';
import type { NearbyStores } from '../hooks/use-nearby-stores.ts';
import { STOCK_STORE_IMAGE, STORE_PHOTO_PX } from '../map-constants.ts';

/** 'x/5 (n reviews)', or 'Rating: N/A' when the maps service has no rating (always so for OpenStreetMap). */
export function ratingText(store: Pick<Store, 'rating' | 'user_ratings_total'>): string {
  if (store.rating === undefined) return translate`Rating: N/A`;
  const reviews = store.user_ratings_total ?? 0;
  const rating = formatterFor(formattingLocale(i18n.locale)).number(store.rating);
  return translate`${plural(reviews, { one: `${rating}/5 (# review)`, other: `${rating}/5 (# reviews)` })}`;
}

/** A distance for people, in the active language: '350 m' below one kilometre, otherwise '1.4 km' ('1,4 km'). */
export function distanceText(f: Formatter, metres: number): string {
  if (metres < 1000) return f.number(Math.max(0, Math.round(metres / 10) * 10), { style: 'unit', unit: 'meter' });
  const digits = metres < 10_000 ? 1 : 0;
  return f.number(metres / 1000, {
    style: 'unit',
    unit: 'kilometer',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

/** What a card offers beside its facts (the map page: the store's list); `nameId` is the card's name's id. */
export type StoreCardAction = (store: Store, nameId: string) => ReactNode;

function StoreCard({ store, action }: { store: Store; action?: StoreCardAction }) {
  const { t } = useLingui();
  const nameId = useId();
  const f = useFormat();
  const photo = store.photos?.[0]?.url;
  const name = store.name;
  const distance = store.distance === undefined ? '' : distanceText(f, store.distance);
  return (
    <li className="card store-card">
      <img
        className="store-card-photo"
        src={photo ?? STOCK_STORE_IMAGE}
        alt={photo ? t`Photo of ${name}` : ''}
        width={STORE_PHOTO_PX}
        height={STORE_PHOTO_PX}
        loading="lazy"
      />
      <div className="store-card-body">
        <h3 className="store-card-name" id={nameId}>
          {store.name}
        </h3>
        <p className="store-card-rating">{ratingText(store)}</p>
        {store.vicinity && <p className="store-card-vicinity muted">{store.vicinity}</p>}
        {store.distance !== undefined && (
          <p className="muted">
            <Trans>{distance} away</Trans>
          </p>
        )}
        {action?.(store, nameId)}
      </div>
    </li>
  );
}

/** The store list with its loading, failure (with Retry) and empty states. */
export function StoreList({
  nearby,
  action,
}: {
  nearby: NearbyStores & { retry: () => void };
  action?: StoreCardAction;
}) {
  const { t } = useLingui();
  if (nearby.status === 'failed') {
    return (
      <div className="alert alert-danger store-search-error" role="alert">
        <p>
          <strong>
            <Trans>Store search is unavailable right now</Trans>
          </strong>
        </p>
        <p>{nearby.error}</p>
        <button type="button" className="btn" onClick={nearby.retry}>
          <Trans>Retry</Trans>
        </button>
      </div>
    );
  }
  if (nearby.status !== 'succeeded') return <Loading label={t`Searching nearby stores…`} />;
  if (nearby.stores.length === 0)
    return (
      <p className="empty-state">
        <Trans>No grocery stores found nearby</Trans>
      </p>
    );
  return (
    <ol className="store-list" aria-label={t`Nearby stores, nearest first`}>
      {nearby.stores.map((store) => (
        <StoreCard key={store.place_id} store={store} action={action} />
      ))}
    </ol>
  );
}
