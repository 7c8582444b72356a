import type { ItemList } from '#domain/shopping-list.ts';
import { ListItems } from '../../shopping-list/index.ts';
import { historyTitle } from './history-title.ts';

/** Completed lists, newest first, each as it was bought: its items, amounts and ticks, and its recipes. */
export function HistoryLists({ lists, first, total }: { lists: ItemList[]; first: number; total: number }) {
  return (
    <>
      {lists.map((list, index) => (
        <li key={list.id} className="history-list card">
          <h2 className="history-list__title">{historyTitle(list, first + index, Math.max(total, lists.length))}</h2>
          <p className="muted history-list__meta">
            {list.recipes.length} recipe{list.recipes.length === 1 ? '' : 's'}
            {list.recipes.length > 0 && `: ${list.recipes.map((r) => r.name).join(', ')}`} · {list.items.length} item
            {list.items.length === 1 ? '' : 's'}
          </p>
          <ListItems list={list} sectionHeading="h3" />
        </li>
      ))}
    </>
  );
}
