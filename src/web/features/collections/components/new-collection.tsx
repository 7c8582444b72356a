import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { ApiFailure } from '../../../app/api-slice.ts';
import { paths } from '../../../app/paths.ts';
import { Dialog } from '../../../components/dialog.tsx';
import { useCreateCollectionMutation } from '../collections-api.ts';
import { CollectionForm, type CollectionFormValues } from './collection-form.tsx';

/** "New collection": the button and its dialog; a created collection opens. */
export function NewCollection() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [create, state] = useCreateCollectionMutation();

  async function submit({ name, description, filter }: CollectionFormValues) {
    const result = await create({ name, ...(description ? { description } : {}), ...(filter ? { filter } : {}) });
    if ('error' in result) return result.error as ApiFailure;
    setOpen(false);
    navigate(paths.collection(result.data.id));
    return undefined;
  }

  return (
    <>
      <button type="button" className="btn btn-primary" onClick={() => setOpen(true)}>
        <Trans>New collection</Trans>
      </button>
      {open && (
        <Dialog title={t`New collection`} onClose={() => setOpen(false)}>
          <CollectionForm submitLabel={t`Create`} busy={state.isLoading} onSubmit={submit} />
        </Dialog>
      )}
    </>
  );
}
