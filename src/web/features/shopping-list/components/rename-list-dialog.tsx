import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { HouseholdListLimits } from '#domain/household-lists.ts';
import type { ApiFailure } from '../../../app/api-slice.ts';
import { Dialog } from '../../../components/dialog.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { useChangeListMutation } from '../lists-api.ts';

interface Props {
  list: { listId: number; name: string };
  onClose: () => void;
}

/** "Rename": the list's new name; a name the household has is refused by the server, which says why. */
export function RenameListDialog({ list, onClose }: Props) {
  const { t } = useLingui();
  const [change, changing] = useChangeListMutation();
  const [name, setName] = useState(list.name);
  const [failure, setFailure] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setFailure(t`Give the list a name.`);
    const result = await change({ listId: list.listId, name: name.trim() });
    if ('error' in result) {
      const reason = (result.error as ApiFailure).message || t`the server did not answer`;
      return setFailure(t`Could not rename the list: ${reason}`);
    }
    onClose();
  }

  return (
    <Dialog title={t`Rename`} onClose={onClose}>
      <form className="list-dialog-form" onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          label={t`Name`}
          value={name}
          maxLength={HouseholdListLimits.maxNameLength}
          required
          onChange={(e) => setName(e.target.value)}
        />
        {failure && (
          <p className="alert alert-danger" role="alert">
            {failure}
          </p>
        )}
        <div className="row">
          <button type="submit" className="btn btn-primary" disabled={changing.isLoading}>
            <Trans>Save</Trans>
          </button>
          <button type="button" className="btn" onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
        </div>
      </form>
    </Dialog>
  );
}
