import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Loading } from '../../../components/loading.tsx';
import { importFailure } from '../recipe-form/import-from-link.tsx';
import { BookmarkletLink } from './bookmarklet-link.tsx';
import type { HandedOverDraftState } from './use-handed-over-draft.ts';

/**
 * The bookmarklet on /admin/addrecipe: its link, and where a page it handed over stands (waiting,
 * reading, failed). The draft itself fills the recipe form.
 */
export function HandedOverStatus({ handOver }: { handOver: HandedOverDraftState }) {
  const { t } = useLingui();
  const cut = handOver.opener.state === 'no-opener';
  useEffect(() => {
    // The page's Cross-Origin-Opener-Policy cut this window off; the bookmarklet hands the page over by
    // its form POST into another tab instead, so this window has nothing to do. Opened by a script, it may close.
    if (cut) window.close();
  }, [cut]);

  return (
    <section className="card bookmarklet-status" aria-label={t`Bookmarklet`}>
      {handOver.isReading ? <Loading label={t`Reading the page you sent…`} /> : null}
      {handOver.opener.state === 'waiting' ? (
        <p role="status">
          <Trans>Waiting for the recipe page…</Trans>
        </p>
      ) : null}
      {cut ? (
        <p role="status">
          <Trans>
            This window could not reach the recipe page, which is sent another way. You can close this window.
          </Trans>
        </p>
      ) : null}
      {handOver.error ? (
        <p className="alert alert-danger" role="alert">
          {importFailure(handOver.error)} <Trans>You can still fill in the recipe by hand.</Trans>
        </p>
      ) : null}
      <BookmarkletLink />
    </section>
  );
}
