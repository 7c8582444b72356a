import { useLingui } from '@lingui/react/macro';
import type { ItemList } from '#domain/shopping-list.ts';
import type { ApiFailure } from '../../../app/api-slice.ts';
import { useCreateListMutation } from '../lists-api.ts';
import { ListNameDialog } from './list-name-dialog.tsx';

/** "New list": asks its name; a taken name or a 21st list is refused by the server, which says why. */
export function NewListDialog({ onCreated, onClose }: { onCreated: (list: ItemList) => void; onClose: () => void }) {
  const { t } = useLingui();
  const [create, creating] = useCreateListMutation();
  const save = async (name: string) => {
    const result = await create({ name });
    if ('error' in result) {
      const reason = (result.error as ApiFailure).message || t`the server did not answer`;
      return t`Could not make the list: ${reason}`;
    }
    onCreated(result.data);
  };
  return (
    <ListNameDialog
      title={t`New list`}
      submitLabel={t`Create`}
      busy={creating.isLoading}
      save={save}
      onClose={onClose}
    />
  );
}
