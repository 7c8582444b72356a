import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { RecipeDraft } from '#domain/recipe-draft.ts';
import type { ImportHazard } from '#domain/bring-in.ts';
import { useClaimHandoffMutation, useReadHandedOverPageMutation } from './bookmarklet-api.ts';
import { usePageFromOpener, type OpenerHandOver } from './page-from-opener.ts';

/** Where a page handed over by the bookmarklet stands, for the page to show. */
export interface HandedOverDraftState {
  /** `?from=bookmarklet`: the postMessage hand-over (its own state); off otherwise. */
  opener: OpenerHandOver;
  /** `?from=bookmarklet` or `?handoff=`: this page was opened by the bookmarklet. */
  active: boolean;
  isReading: boolean;
  /** The failure to show, as the server or the app words it. */
  error: unknown;
}

/**
 * /admin/addrecipe opened by the bookmarklet: `?from=bookmarklet` receives the page by postMessage and
 * reads it with POST /import/text; `?handoff={id}` claims the page its form POST left. Either draft fills
 * the form through `fill`, once (also under StrictMode's double effects).
 */
export function useHandedOverDraft(fill: (draft: RecipeDraft, hazards: ImportHazard[]) => void): HandedOverDraftState {
  const [search] = useSearchParams();
  const fromBookmarklet = search.get('from') === 'bookmarklet';
  const handoffId = search.get('handoff');
  const opener = usePageFromOpener(fromBookmarklet);
  const [readPage, reading] = useReadHandedOverPageMutation();
  const [claim, claiming] = useClaimHandoffMutation();
  // The page's fill is a new function each render; the effects below read the latest one.
  const fillRef = useRef(fill);
  useEffect(() => {
    fillRef.current = fill;
  });

  const read = useRef<unknown>(null);
  const page = opener.state === 'received' ? opener.page : null;
  useEffect(() => {
    if (!page || read.current === page) return;
    read.current = page;
    void readPage(page).then((result) => {
      if (result.data) fillRef.current(result.data.recipe, result.data.hazards);
    });
  }, [page, readPage]);

  useEffect(() => {
    if (!handoffId || read.current === handoffId) return;
    read.current = handoffId;
    void claim(handoffId).then((result) => {
      if (result.data) fillRef.current(result.data.recipe, result.data.hazards);
    });
  }, [handoffId, claim]);

  return {
    opener,
    active: fromBookmarklet || handoffId !== null,
    isReading: reading.isLoading || claiming.isLoading,
    error: reading.error ?? claiming.error,
  };
}
