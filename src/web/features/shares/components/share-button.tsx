import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { loadWithRetry } from '../../../app/lazy-page.ts';
import type { ShareTarget } from './share-dialog.tsx';

// The dialog's code loads when "Share" is first pressed, so the recipe page's first load stays small.
const ShareDialog = lazy(() =>
  loadWithRetry(() => import('./share-dialog.tsx')).then((m) => ({ default: m.ShareDialog })),
);

/** "Share" on a recipe or collection page: the button, and the dialog once it is pressed. */
export function ShareButton({ target }: { target: ShareTarget }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn" onClick={() => setOpen(true)}>
        <Trans>Share</Trans>
      </button>
      {open && (
        <Suspense fallback={null}>
          <ShareDialog target={target} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
