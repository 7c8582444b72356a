import { useState } from 'react';
import type { ListItem } from '#domain/shopping-list.ts';
import { useLatestCallback } from '../../components/use-latest-callback.ts';
import { useAmountView } from '../recipes/index.ts';
import { MoveItemDialog } from './components/move-item-dialog.tsx';
import { ToPantryDialog } from './components/to-pantry-dialog.tsx';
import { useGetListsQuery } from './lists-api.ts';
import { refOfList, type ListRef } from './list-ref.ts';
import { shownListItem } from './shown-list-item.ts';
import type { useListWrites } from './use-list-writes.ts';

/**
 * An item's "Move to…" and "Add to pantry", each through its dialog. Both need the server: with no network
 * (`online` false) neither is offered. "Move to…" is offered only when the household has another list.
 */
export function useItemActions(current: ListRef, online: boolean, writes: ReturnType<typeof useListWrites>) {
  const { data: lists } = useGetListsQuery();
  const view = useAmountView();
  const [moving, setMoving] = useState<ListItem | null>(null);
  const [adding, setAdding] = useState<ListItem | null>(null);
  const targets = (lists?.rows ?? []).filter((row) => refOfList(row) !== current);
  const onMove = useLatestCallback((item: ListItem) => setMoving(item));
  const onToPantry = useLatestCallback((item: ListItem) => setAdding(item));
  const textOf = (item: ListItem) => shownListItem(item.name, item.amounts, view);

  const dialogs = (
    <>
      {moving && (
        <MoveItemDialog
          itemText={textOf(moving)}
          targets={targets}
          onClose={() => setMoving(null)}
          onMove={(toListId) => {
            setMoving(null);
            void writes.move({ itemId: moving.id, toListId });
          }}
        />
      )}
      {adding && (
        <ToPantryDialog
          itemText={textOf(adding)}
          onClose={() => setAdding(null)}
          onAdd={(bestBefore) => {
            setAdding(null);
            void writes.toPantry({ itemId: adding.id, bestBefore });
          }}
        />
      )}
    </>
  );
  return {
    onMove: online && targets.length > 0 ? onMove : undefined,
    onToPantry: online ? onToPantry : undefined,
    dialogs,
  };
}
