import { useEffect, useState } from 'react';

/** What the bookmarklet hands over: the visited page's HTML and address. */
interface HandedOverPage {
  html: string;
  url: string;
}

/** The message this window posts to the bookmarklet's page once it listens (server: bookmarklet-code.ts). */
const READY = { type: 'hello-kitchen:ready' } as const;

/** The bookmarklet's message, if `data` is one: a page with its HTML and an http(s) address. */
function handedOverPage(data: unknown): HandedOverPage | null {
  if (!data || typeof data !== 'object') return null;
  const { type, html, url } = data as Record<string, unknown>;
  if (type !== 'hello-kitchen:page' || typeof html !== 'string' || typeof url !== 'string') return null;
  try {
    if (!['http:', 'https:'].includes(new URL(url).protocol)) return null;
  } catch {
    return null;
  }
  return { html, url };
}

/** Where the hand-over by postMessage stands: no opener (the handle was cut), waiting, or the page. */
export type OpenerHandOver =
  { state: 'off' } | { state: 'no-opener' } | { state: 'waiting' } | { state: 'received'; page: HandedOverPage };

/**
 * On `?from=bookmarklet`: says "ready" to the window that opened this one and takes the one page it then
 * posts. Only a message whose source is that opener counts; "ready" carries nothing, so it may go to any
 * origin (the opener's is unknown here), while the bookmarklet posts the page to this app's origin only.
 */
export function usePageFromOpener(enabled: boolean): OpenerHandOver {
  const [handOver, setHandOver] = useState<OpenerHandOver>(() =>
    !enabled ? { state: 'off' } : window.opener ? { state: 'waiting' } : { state: 'no-opener' },
  );
  useEffect(() => {
    const opener = window.opener as Window | null;
    if (!enabled || !opener) return;
    const onMessage = (event: MessageEvent) => {
      if (event.source !== opener) return;
      const page = handedOverPage(event.data);
      if (!page) return;
      window.removeEventListener('message', onMessage);
      setHandOver({ state: 'received', page });
    };
    window.addEventListener('message', onMessage);
    opener.postMessage(READY, '*');
    return () => window.removeEventListener('message', onMessage);
  }, [enabled]);
  return handOver;
}
