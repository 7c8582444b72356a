import { skipToken } from '@reduxjs/toolkit/query/react';
import type { LatLng, Store } from '#domain/store.ts';
import type { ApiFailure } from '../../../app/api-slice.ts';
import { useGetNearbyStoresQuery } from '../map-api.ts';

export type NearbyStores =
  | { status: 'idle' | 'loading'; stores: Store[] }
  | { status: 'succeeded'; stores: Store[] }
  | { status: 'failed'; stores: Store[]; error: string };

const NONE: Store[] = [];

/** Searches stores whenever `point` changes; retry() searches the same point again. */
export function useNearbyStores(point: LatLng | null): NearbyStores & { retry: () => void } {
  const search = useGetNearbyStoresQuery(point ?? skipToken);
  const retry = () => void search.refetch();
  if (!point) return { status: 'idle', stores: NONE, retry };
  // While a new search runs, the previous stores stay on the map.
  if (search.isFetching) return { status: 'loading', stores: search.data ?? NONE, retry };
  if (search.isError) {
    const error = (search.error as ApiFailure).message || 'Store search failed';
    return { status: 'failed', stores: NONE, error, retry };
  }
  return { status: 'succeeded', stores: search.currentData ?? NONE, retry };
}
