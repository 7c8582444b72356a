import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { loadWithRetry } from '../../../app/lazy-page.ts';
import type { AddToPlanProps } from './add-to-plan-dialog.tsx';

// The dialog brings date handling and the plan API: a recipe page loads them when the button is first used.
const AddToPlanDialog = lazy(() =>
  loadWithRetry(() => import('./add-to-plan-dialog.tsx')).then((m) => ({ default: m.AddToPlanDialog })),
);

/** "Add to plan" on a recipe page: the button, and the dialog once it is pressed. */
export function AddToPlan({ recipe, servings }: AddToPlanProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn" onClick={() => setOpen(true)}>
        <Trans>Add to plan</Trans>
      </button>
      {open && (
        <Suspense fallback={null}>
          <AddToPlanDialog recipe={recipe} servings={servings} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
