import { useCallback, useEffect, useState } from 'react';
import type { LatLng, Store } from '#domain/store.ts';
import { errorMessage } from '../../../app/api.ts';
import { fetchNearbyStores } from '../map-api.ts';

export type NearbyStores =
  | { status: 'idle' | 'loading'; stores: Store[] }
  | { status: 'succeeded'; stores: Store[] }
  | { status: 'failed'; stores: Store[]; error: string };

interface Answer {
  /** Which search (point and attempt) this answer belongs to. */
  key: string;
  stores: Store[];
  error?: string;
}

/** Searches stores whenever `point` changes; retry() searches the same point again. */
export function useNearbyStores(point: LatLng | null): NearbyStores & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer>({ key: '', stores: [] });
  const key = point ? `${point.lat},${point.lng}#${attempt}` : '';

  useEffect(() => {
    if (!point) return;
    const controller = new AbortController();
    const searchKey = `${point.lat},${point.lng}#${attempt}`;
    fetchNearbyStores(point, controller.signal).then(
      (stores) => setAnswer({ key: searchKey, stores }),
      (err: unknown) => {
        if (!controller.signal.aborted) {
          setAnswer({ key: searchKey, stores: [], error: errorMessage(err, 'Store search failed') });
        }
      },
    );
    return () => controller.abort();
  }, [point, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (!point) return { status: 'idle', stores: [], retry };
  // While a new search runs, the previous stores stay on the map.
  if (answer.key !== key) return { status: 'loading', stores: answer.error ? [] : answer.stores, retry };
  if (answer.error !== undefined) return { status: 'failed', stores: [], error: answer.error, retry };
  return { status: 'succeeded', stores: answer.stores, retry };
}
