import { useLingui } from '@lingui/react/macro';
import type { ApiFailure } from '../../../app/api-slice.ts';
import { useChangeListMutation } from '../lists-api.ts';
import { ListNameDialog } from './list-name-dialog.tsx';

interface Props {
  list: { listId: number; name: string };
  onClose: () => void;
}

/** "Rename": the list's new name; a name the household has is refused by the server, which says why. */
export function RenameListDialog({ list, onClose }: Props) {
  const { t } = useLingui();
  const [change, changing] = useChangeListMutation();
  const save = async (name: string) => {
    const result = await change({ listId: list.listId, name });
    if ('error' in result) {
      const reason = (result.error as ApiFailure).message || t`the server did not answer`;
      return t`Could not rename the list: ${reason}`;
    }
    onClose();
  };
  return (
    <ListNameDialog
      title={t`Rename`}
      submitLabel={t`Save`}
      initialName={list.name}
      busy={changing.isLoading}
      save={save}
      onClose={onClose}
    />
  );
}
