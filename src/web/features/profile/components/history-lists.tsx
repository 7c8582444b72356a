import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ItemList } from '#domain/shopping-list.ts';
import { useFormat } from '../../../app/i18n/format.ts';
import { ListItems } from '../../shopping-list/index.ts';
import { historyTitle } from './history-title.ts';

/** Completed lists, newest first, each as it was bought: its items, amounts and ticks, and its recipes. */
export function HistoryLists({ lists, first, total }: { lists: ItemList[]; first: number; total: number }) {
  const { t } = useLingui();
  const f = useFormat();
  return (
    <>
      {lists.map((list, index) => {
        const recipeCount = list.recipes.length;
        const itemCount = list.items.length;
        const names = f.list(
          list.recipes.map((r) => r.name),
          { type: 'unit' },
        );
        return (
          <li key={list.id} className="history-list card">
            <h2 className="history-list__title">
              {historyTitle(list, first + index, Math.max(total, lists.length), f)}
            </h2>
            <p className="muted history-list__meta">
              {recipeCount > 0
                ? t`${plural(recipeCount, { one: '# recipe', other: '# recipes' })}: ${names} · ${plural(itemCount, { one: '# item', other: '# items' })}`
                : t`${plural(recipeCount, { one: '# recipe', other: '# recipes' })} · ${plural(itemCount, { one: '# item', other: '# items' })}`}
            </p>
            <ListItems list={list} sectionHeading="h3" />
          </li>
        );
      })}
    </>
  );
}
