import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { ItemList } from '#domain/shopping-list.ts';
import type { ApiFailure } from '../../../app/api-slice.ts';
import { useAppDispatch } from '../../../app/hooks.ts';
import { listApi, newWriteKey } from '../list-api.ts';
import type { ListRef } from '../list-ref.ts';
import { changesOf, listKey, offlineStore, withQueuedTicks, type QueuedChange } from './offline-store.ts';

const subscribeOnline = (changed: () => void) => {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
};

/** Whether the browser says it has a network. */
export const useOnline = () => useSyncExternalStore(subscribeOnline, () => navigator.onLine);

/** How often a list read that reached no server is tried again while the browser claims a network. */
const RETRY_MS = 3000;

/** A refusal that sending again will not change (the item is gone, the text is invalid): the change is dropped. */
const isFinal = (failure: ApiFailure) => failure.status >= 400 && failure.status < 500 && failure.status !== 429;

/**
 * The list page in the shop: the last list is kept in IndexedDB and shown when there is no network;
 * ticks and typed items made offline are queued there, each with its Idempotency-Key, and sent in order
 * when the network returns, also after a reload. A key the server has seen changes nothing again. Each
 * list is kept apart; one queue holds the changes of every list, each sent to the list it was made on.
 */
export function useOfflineList(
  user: string,
  ref: ListRef,
  serverList: ItemList | undefined,
  failure: ApiFailure | undefined,
  retry: () => void,
) {
  const dispatch = useAppDispatch();
  const browserOnline = useOnline();
  // navigator.onLine may say "online" with no network at all (a page its service worker served offline, a
  // shop's wifi without internet): a list read that reached no server counts as offline, and is tried again
  // until one answers.
  const unreachable = failure?.status === 0 && serverList === undefined;
  const online = browserOnline && !unreachable;
  const retryRef = useRef(retry);
  useEffect(() => {
    retryRef.current = retry;
  });
  useEffect(() => {
    if (!unreachable || !browserOnline) return;
    const timer = setInterval(() => retryRef.current(), RETRY_MS);
    return () => clearInterval(timer);
  }, [unreachable, browserOnline]);
  // The browser says the network is back: try at once rather than at the next beat.
  const wasOnline = useRef(browserOnline);
  useEffect(() => {
    if (browserOnline && !wasOnline.current && unreachable) retryRef.current();
    wasOnline.current = browserOnline;
  }, [browserOnline, unreachable]);
  const store = offlineStore();
  const [cached, setCached] = useState<ItemList>();
  const [queue, setQueue] = useState<QueuedChange[]>([]);
  const [loaded, setLoaded] = useState(false);
  const flushing = useRef(false);

  useEffect(() => {
    let live = true;
    void Promise.all([store.getList(listKey(user, ref)), store.getQueue(user)]).then(([list, queued]) => {
      if (!live) return;
      setCached(list);
      setQueue(queued);
      setLoaded(true);
    });
    return () => {
      live = false;
    };
  }, [store, user, ref]);

  useEffect(() => {
    if (serverList) void store.saveList(listKey(user, ref), serverList);
  }, [store, user, ref, serverList]);

  const flush = useCallback(async () => {
    if (flushing.current) return;
    flushing.current = true;
    try {
      for (const change of await store.getQueue(user)) {
        const result =
          change.kind === 'tick'
            ? await dispatch(
                listApi.endpoints.tickListItem.initiate({
                  key: change.key,
                  list: change.list,
                  itemId: change.itemId,
                  checked: change.checked,
                }),
              )
            : await dispatch(
                listApi.endpoints.addListItem.initiate({ key: change.key, list: change.list, text: change.text }),
              );
        // No answer, or the server is busy: keep it and the rest, in order, for the next try.
        if ('error' in result && !isFinal(result.error as ApiFailure)) break;
        await store.dequeue(user, change.key);
        setQueue(await store.getQueue(user));
      }
    } finally {
      flushing.current = false;
    }
  }, [dispatch, store, user]);

  useEffect(() => {
    if (online && loaded && queue.length > 0) void flush();
  }, [online, loaded, queue.length, flush]);

  /** Queues a change made with no network. */
  const queueChange = useCallback(
    async (change: { kind: 'tick'; itemId: number; checked: boolean } | { kind: 'add'; text: string }) => {
      const full: QueuedChange = { ...change, key: newWriteKey(), list: ref };
      // Shown in the same event, so a controlled checkbox keeps its new state.
      setQueue((q) => [...q, full]);
      await store.enqueue(user, full);
      return true;
    },
    [store, user, ref],
  );

  // The kept list stands in when there is no answer at all; a server that answers an error says so.
  const base = serverList ?? (!online ? cached : undefined);
  const mine = changesOf(queue, ref);
  return {
    online,
    /** The list to show: the server's, else the last one kept, with its queued ticks applied. */
    list: base && withQueuedTicks(base, mine),
    /** Typed lines of this list waiting to be sent. */
    pendingTexts: mine.flatMap((c) => (c.kind === 'add' ? [c.text] : [])),
    pending: mine.length,
    queueChange,
  };
}
