import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ItemList } from '#domain/shopping-list.ts';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { refOfList, type ListRef } from '../list-ref.ts';
import { useGetListsQuery } from '../lists-api.ts';
import { useListName } from '../use-list-name.ts';
import { DeleteListDialog } from './delete-list-dialog.tsx';
import { NewListDialog } from './new-list-dialog.tsx';
import { RenameListDialog } from './rename-list-dialog.tsx';

interface Props {
  /** The list shown. */
  current: ListRef;
  onChoose: (ref: ListRef) => void;
  /** With no network the lists cannot load: the offline banner says so, the picker says nothing. */
  online?: boolean;
}

/**
 * "List": which of the household's lists the page shows, the default first; "New list"; and "Rename" and
 * "Delete list" of the list shown (the default list cannot be deleted).
 */
export function ListPicker({ current, onChoose, online = true }: Props) {
  const { t } = useLingui();
  const listName = useListName();
  const { data, error, refetch } = useGetListsQuery();
  const [dialog, setDialog] = useState<'new' | 'rename' | 'delete' | null>(null);
  const rows = data?.rows ?? [];
  const chosen = rows.find((row) => refOfList(row) === current);
  const created = (list: ItemList) => {
    setDialog(null);
    onChoose(refOfList(list));
  };

  return (
    <div className="list-picker">
      {error && !online ? null : error ? (
        <LoadFailure error={error} what={t`your lists`} onRetry={() => void refetch()} />
      ) : (
        rows.length > 0 && (
          <SelectField
            id="list-picker"
            label={t`List`}
            value={String(chosen?.listId ?? '')}
            options={rows.map((row) => String(row.listId))}
            optionLabel={(id) => listName(rows.find((row) => String(row.listId) === id)!)}
            onChange={(id) => onChoose(refOfList(rows.find((row) => String(row.listId) === id)!))}
          />
        )
      )}
      <button type="button" className="btn" onClick={() => setDialog('new')} disabled={!online}>
        <Trans>New list</Trans>
      </button>
      {chosen && (
        <button type="button" className="btn" onClick={() => setDialog('rename')} disabled={!online}>
          <Trans>Rename</Trans>
        </button>
      )}
      {chosen && !chosen.isDefault && (
        <button type="button" className="btn" onClick={() => setDialog('delete')} disabled={!online}>
          <Trans>Delete list</Trans>
        </button>
      )}
      {dialog === 'new' && <NewListDialog onCreated={created} onClose={() => setDialog(null)} />}
      {dialog === 'rename' && chosen && <RenameListDialog list={chosen} onClose={() => setDialog(null)} />}
      {dialog === 'delete' && chosen && (
        <DeleteListDialog
          list={chosen}
          onClose={() => setDialog(null)}
          onDeleted={() => {
            setDialog(null);
            onChoose('current');
          }}
        />
      )}
    </div>
  );
}
