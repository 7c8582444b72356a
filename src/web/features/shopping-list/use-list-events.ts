import { fetchEventSource } from '@microsoft/fetch-event-source';
import { useEffect } from 'react';
import { getToken, notifyUnauthorized } from '../../app/api.ts';
import { useAppDispatch } from '../../app/hooks.ts';
import { listApi } from './list-api.ts';
import { listPath, listTag, type ListRef } from './list-ref.ts';

/** Waits before reconnecting: 1 s, doubling up to 30 s, with jitter so a restarted server is not hit at once. */
export function reconnectDelayMs(failures: number, random = Math.random): number {
  const base = Math.min(1_000 * 2 ** Math.max(0, failures - 1), 30_000);
  return Math.round(base * (0.5 + random() / 2));
}

class StopStream extends Error {}

/**
 * Keeps the cached list live: the server sends `list` with `{ version }` at once and after every change by
 * any device or member. A version other than the one shown refetches the list; a reconnect (after a drop,
 * with backoff) starts with the current version, so nothing missed stays missed.
 */
export function useListEvents(ref: ListRef = 'current', enabled = true) {
  const dispatch = useAppDispatch();

  useEffect(() => {
    const token = getToken();
    if (!enabled || !token) return;
    const stop = new AbortController();
    let failures = 0;
    void fetchEventSource(`${listPath(ref)}/events`, {
      headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
      signal: stop.signal,
      // A list on a second device should stay live in the background too.
      openWhenHidden: true,
      async onopen(response) {
        if (response.status === 401) {
          notifyUnauthorized();
          throw new StopStream();
        }
        if (!response.ok || !response.headers.get('content-type')?.startsWith('text/event-stream')) {
          throw new Error(`events answered ${response.status}`);
        }
        failures = 0;
      },
      onmessage(message) {
        if (message.event !== 'list') return;
        const { version } = JSON.parse(message.data) as { version: number };
        dispatch(async (_, getState) => {
          const current = () => listApi.endpoints.getList.select(ref)(getState() as never);
          // The stream's first event usually comes while the page's own request for the list is on its
          // way: compare with that answer when it comes, rather than asking for the same list twice.
          if (current().isLoading) {
            const running = dispatch(listApi.endpoints.getList.initiate(ref, { subscribe: false }));
            await running;
          }
          if (current().data?.version !== version) {
            dispatch(listApi.util.invalidateTags([listTag(ref)]));
          }
        });
      },
      onclose() {
        // The server ended the stream (a restart, a deploy): reconnect, perhaps to another instance.
        throw new Error('the event stream closed');
      },
      onerror(err) {
        if (err instanceof StopStream) throw err;
        failures += 1;
        return reconnectDelayMs(failures);
      },
    }).catch(() => undefined);
    return () => stop.abort();
  }, [dispatch, enabled, ref]);
}
