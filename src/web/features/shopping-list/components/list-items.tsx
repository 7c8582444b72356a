import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useId, useMemo } from 'react';
import { titleCase } from '#domain/format.ts';
import { STORE_SECTIONS } from '#domain/store-sections.ts';
import type { ItemList, ListItem } from '#domain/shopping-list.ts';
import { useProgressiveCount } from '../../../components/use-progressive-count.ts';
import { useAmountView, type AmountView } from '../../recipes/index.ts';
import { SECTION_LABELS } from '../section-labels.ts';
import { shownListItem } from '../shown-list-item.ts';
import { PantryShortfall } from './pantry-shortfall.tsx';
import { recipeMarks, sourceMark } from '../source-marks.ts';

/** With `stepped`: items rendered at once, about a phone screen of them, then this many in each later task. */
const FIRST_ITEMS = 12;
const ITEMS_PER_STEP = 12;

interface Props {
  list: ItemList;
  /** Absent for a list as bought (history): no checkboxes, ticks shown as text. */
  onTick?: (item: ListItem, checked: boolean) => void;
  onDelete?: (item: ListItem) => void;
  /** "Move to…" on each item: given when the household has another list to move it to. */
  onMove?: (item: ListItem) => void;
  /** "Add to pantry" on each ticked item not in the pantry yet. */
  onToPantry?: (item: ListItem) => void;
  /** h3 where the list itself has an h2 title (history). */
  sectionHeading?: 'h2' | 'h3';
  /**
   * Where an item came from, as a short mark: the numbers its recipes carry on the page (the list page
   * numbers its recipe cards), so an item stays one row on a phone. Otherwise the recipes by name.
   */
  shortSources?: boolean;
  /**
   * Render the first items at once and the rest a few at a time in later tasks (the list page): a whole
   * list in one render is one long task on a phone's CPU, which holds back the first tap.
   */
  stepped?: boolean;
}

/** Where an item came from: its recipes by name, and 'added by hand' for a typed line. */
function sourcesText(item: ListItem, recipeNames: Map<number, string>, i18n: I18n): string {
  const names = new Set(
    item.sources.map((s) =>
      s.recipeId === null ? i18n._(msg`added by hand`) : (recipeNames.get(s.recipeId) ?? i18n._(msg`a recipe`)),
    ),
  );
  return [...names].join(', ');
}

/** The list's items by store section, in the order of a shop; each item one row. */
export const ListItems = memo(function ListItems({
  list,
  onTick,
  onDelete,
  onMove,
  onToPantry,
  sectionHeading: Heading = 'h2',
  shortSources = false,
  stepped = false,
}: Props) {
  const recipeNames = useMemo(() => new Map(list.recipes.map((r) => [r.id, titleCase(r.name)])), [list.recipes]);
  const marks = useMemo(() => recipeMarks(list.recipes), [list.recipes]);
  const view = useAmountView();
  const { t } = useLingui();
  const sections = useMemo(
    () =>
      STORE_SECTIONS.map((section) => ({
        section,
        items: list.items.filter((item) => (item.category ?? 'other') === section),
      })).filter((s) => s.items.length > 0),
    [list.items],
  );
  const shown = useProgressiveCount(list.items.length, stepped ? FIRST_ITEMS : Infinity, ITEMS_PER_STEP);
  // The first `shown` items in the order of the shop: whole sections, then part of the next one.
  let room = shown;
  const visible = [];
  for (const { section, items } of sections) {
    if (room <= 0) break;
    visible.push({ section, items: items.length > room ? items.slice(0, room) : items });
    room -= items.length;
  }
  return (
    <div className="list-sections">
      {visible.map(({ section, items }) => (
        <section key={section} className="list-section card" aria-label={t(SECTION_LABELS[section])}>
          <Heading className="list-section__title">{t(SECTION_LABELS[section])}</Heading>
          <ul className="list-items">
            {items.map((item) => (
              <ItemRow
                view={view}
                key={item.id}
                item={item}
                recipeNames={recipeNames}
                marks={marks}
                shortSources={shortSources}
                onTick={onTick}
                onDelete={onDelete}
                onMove={onMove}
                onToPantry={onToPantry}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
});

interface RowProps extends Pick<Props, 'onTick' | 'onDelete' | 'onMove' | 'onToPantry' | 'shortSources'> {
  item: ListItem;
  recipeNames: Map<number, string>;
  marks: Map<number, string>;
  /** The reader's unit system and language. */
  view: AmountView;
}

/** One item; rendered again only when it (or the list's recipes) changed. */
const ItemRow = memo(function ItemRow({
  item,
  recipeNames,
  marks,
  view,
  shortSources,
  onTick,
  onDelete,
  onMove,
  onToPantry,
}: RowProps) {
  const text = shownListItem(item.name, item.amounts, view);
  const { i18n, t } = useLingui();
  const textId = useId();
  const from = sourcesText(item, recipeNames, i18n);
  const canAddToPantry = onToPantry && item.checked && !item.inPantry;
  return (
    <li className={item.checked ? 'is-checked' : undefined}>
      {onTick ? (
        <label className="checkbox list-items__label">
          <input type="checkbox" checked={item.checked} onChange={(e) => onTick(item, e.target.checked)} />
          <span className="list-items__text" id={textId}>
            {text}
          </span>
        </label>
      ) : (
        <span className="list-items__text">
          {text}
          {item.checked && (
            <span className="muted">
              {' '}
              <Trans>(bought)</Trans>
            </span>
          )}
        </span>
      )}
      {shortSources ? (
        <span className="list-items__sources list-items__sources--short" title={from}>
          <span className="list-items__marks" aria-hidden="true">
            {sourceMark(item, marks).map((mark) => (
              <span key={mark} className="source-mark">
                {mark}
              </span>
            ))}
          </span>
          <span className="visually-hidden">{from}</span>
        </span>
      ) : (
        <span className="muted list-items__sources">{from}</span>
      )}
      {onDelete && (
        <button
          type="button"
          className="btn btn-small btn-link list-items__remove"
          onClick={() => onDelete(item)}
          aria-label={t`Remove ${text}`}
        >
          ×
        </button>
      )}
      {(item.pantry || item.inPantry || onMove || canAddToPantry) && (
        <div className="list-items__extra">
          {item.pantry && <PantryShortfall item={item} view={view} />}
          {item.inPantry && (
            <span className="list-items__in-pantry">
              <Trans>In pantry</Trans>
            </span>
          )}
          {canAddToPantry && (
            <button
              type="button"
              className="btn btn-small btn-link"
              aria-describedby={textId}
              onClick={() => onToPantry(item)}
            >
              <Trans>Add to pantry</Trans>
            </button>
          )}
          {onMove && (
            <button
              type="button"
              className="btn btn-small btn-link"
              aria-describedby={textId}
              onClick={() => onMove(item)}
            >
              <Trans>Move to…</Trans>
            </button>
          )}
        </div>
      )}
    </li>
  );
});
