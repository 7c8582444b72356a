import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Collection } from '#domain/collection.ts';
import type { ApiFailure } from '../../../app/api-slice.ts';
import { Dialog } from '../../../components/dialog.tsx';
import { useUpdateCollectionMutation } from '../collections-api.ts';
import { CollectionForm, type CollectionFormValues } from './collection-form.tsx';

/** "Rename": the collection's name and description (and a smart one's filters) in a dialog. */
export function EditCollection({ collection }: { collection: Collection }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [update, state] = useUpdateCollectionMutation();

  async function submit({ name, description, filter }: CollectionFormValues) {
    const result = await update({ id: collection.id, change: { name, description, ...(filter ? { filter } : {}) } });
    if ('error' in result) return result.error as ApiFailure;
    setOpen(false);
    return undefined;
  }

  return (
    <>
      <button type="button" className="btn" onClick={() => setOpen(true)}>
        <Trans>Rename</Trans>
      </button>
      {open && (
        <Dialog title={t`Rename collection`} onClose={() => setOpen(false)}>
          <CollectionForm collection={collection} submitLabel={t`Save`} busy={state.isLoading} onSubmit={submit} />
        </Dialog>
      )}
    </>
  );
}
