import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { CookedItDialog } from './cooked-it-dialog.tsx';

/** The recipe page's "Cooked it" button and its dialog. */
export function CookedItButton({ recipeId, servings }: { recipeId: number; servings: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn" onClick={() => setOpen(true)}>
        <Trans>Cooked it</Trans>
      </button>
      {open && <CookedItDialog recipeId={recipeId} servings={servings} onClose={() => setOpen(false)} />}
    </>
  );
}
