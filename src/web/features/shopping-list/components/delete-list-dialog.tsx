import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ApiFailure } from '../../../app/api-slice.ts';
import { Dialog } from '../../../components/dialog.tsx';
import { useDeleteListMutation } from '../lists-api.ts';

interface Props {
  list: { listId: number; name: string };
  onDeleted: () => void;
  onClose: () => void;
}

/** "Delete list": asks first, since the list's items go with it; the default list cannot be deleted. */
export function DeleteListDialog({ list, onDeleted, onClose }: Props) {
  const { t } = useLingui();
  const [remove, removing] = useDeleteListMutation();
  const [failure, setFailure] = useState<string>();
  const name = list.name;

  async function confirm() {
    const result = await remove({ listId: list.listId });
    if ('error' in result) {
      const reason = (result.error as ApiFailure).message || t`the server did not answer`;
      return setFailure(t`Could not delete the list: ${reason}`);
    }
    onDeleted();
  }

  return (
    <Dialog title={t`Delete ${name}?`} onClose={onClose}>
      <p>
        <Trans>The list and its items are deleted for everyone in the household.</Trans>
      </p>
      {failure && (
        <p className="alert alert-danger" role="alert">
          {failure}
        </p>
      )}
      <div className="row">
        <button type="button" className="btn btn-danger" disabled={removing.isLoading} onClick={() => void confirm()}>
          <Trans>Delete list</Trans>
        </button>
        <button type="button" className="btn" onClick={onClose}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </Dialog>
  );
}
