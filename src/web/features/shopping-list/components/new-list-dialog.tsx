import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { HouseholdListLimits } from '#domain/household-lists.ts';
import type { ItemList } from '#domain/shopping-list.ts';
import type { ApiFailure } from '../../../app/api-slice.ts';
import { Dialog } from '../../../components/dialog.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { useCreateListMutation } from '../lists-api.ts';

/** "New list": asks its name; a taken name or a 21st list is refused by the server, which says why. */
export function NewListDialog({ onCreated, onClose }: { onCreated: (list: ItemList) => void; onClose: () => void }) {
  const { t } = useLingui();
  const [create, creating] = useCreateListMutation();
  const [name, setName] = useState('');
  const [failure, setFailure] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setFailure(t`Give the list a name.`);
    const result = await create({ name: name.trim() });
    if ('error' in result) {
      const reason = (result.error as ApiFailure).message || t`the server did not answer`;
      return setFailure(t`Could not make the list: ${reason}`);
    }
    onCreated(result.data);
  }

  return (
    <Dialog title={t`New list`} onClose={onClose}>
      <form className="list-dialog-form" onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          label={t`Name`}
          value={name}
          maxLength={HouseholdListLimits.maxNameLength}
          autoFocus
          required
          onChange={(e) => setName(e.target.value)}
        />
        {failure && (
          <p className="alert alert-danger" role="alert">
            {failure}
          </p>
        )}
        <div className="row">
          <button type="submit" className="btn btn-primary" disabled={creating.isLoading}>
            <Trans>Create</Trans>
          </button>
          <button type="button" className="btn" onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
        </div>
      </form>
    </Dialog>
  );
}
