import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { loadWithRetry } from '../../../app/lazy-page.ts';

// The dialog and the collections API load when the button is first pressed.
const AddToCollectionDialog = lazy(() =>
  loadWithRetry(() => import('./add-to-collection-dialog.tsx')).then((m) => ({ default: m.AddToCollectionDialog })),
);

/** "Add to collection" on a recipe page: the button, and the dialog once it is pressed. */
export function AddToCollection({ recipeId, recipeName }: { recipeId: number; recipeName: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn" onClick={() => setOpen(true)}>
        <Trans>Add to collection</Trans>
      </button>
      {open && (
        <Suspense fallback={null}>
          <AddToCollectionDialog recipeId={recipeId} recipeName={recipeName} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
