import { useLingui } from '@lingui/react/macro';
import type { ListSummary } from '#domain/household-lists.ts';
import { Dialog } from '../../../components/dialog.tsx';
import { useListName } from '../use-list-name.ts';

interface Props {
  /** The item as the list shows it, "3 onions". */
  itemText: string;
  /** The household's other lists. */
  targets: readonly ListSummary[];
  onMove: (toListId: number) => void;
  onClose: () => void;
}

/** "Move to…": the other lists, one button each; choosing one moves the item there. */
export function MoveItemDialog({ itemText, targets, onMove, onClose }: Props) {
  const { t } = useLingui();
  const listName = useListName();
  return (
    <Dialog title={t`Move ${itemText} to…`} onClose={onClose}>
      <ul className="list-move-targets">
        {targets.map((target) => (
          <li key={target.listId}>
            <button type="button" className="btn" onClick={() => onMove(target.listId)}>
              {listName(target)}
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
