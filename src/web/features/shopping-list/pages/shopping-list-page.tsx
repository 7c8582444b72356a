import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { memo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { ItemList, ListItem } from '#domain/shopping-list.ts';
import type { ApiFailure } from '../../../app/api-slice.ts';
import { useAppSelector } from '../../../app/hooks.ts';
import { paths } from '../../../app/paths.ts';
import { Loading } from '../../../components/loading.tsx';
import { PinIcon } from '../../../components/icons.tsx';
import { useLatestCallback } from '../../../components/use-latest-callback.ts';
import { AddItemForm } from '../components/add-item-form.tsx';
import { ListEstimate } from '../components/list-estimate.tsx';
import { ListItems } from '../components/list-items.tsx';
import { ListRecipe } from '../components/list-recipe.tsx';
import { OrderOnAmazonForm } from '../components/order-on-amazon-form.tsx';
import { OfflineBanner } from '../components/offline-banner.tsx';
import { SharePanel } from '../components/share-panel.tsx';
import { useOfflineList } from '../offline/use-offline-list.ts';
import { useListEvents } from '../use-list-events.ts';
import { WriteError } from '../components/write-error.tsx';
import { useGetListQuery } from '../list-api.ts';
import { listRefOf, type ListRef } from '../list-ref.ts';
import { useGetListsQuery } from '../lists-api.ts';
import { ListPicker } from '../components/list-picker.tsx';
import { ListSettings } from '../components/list-settings.tsx';
import { useItemActions } from '../use-item-actions.tsx';
import { useListName } from '../use-list-name.ts';
import { useListWrites } from '../use-list-writes.ts';
import { itemsOfRecipe, recipeMarks } from '../source-marks.ts';
import '../shopping-list.css';

/**
 * /user/shoppingList (and /user): one of the household's lists, merged item by item, the same on every device
 * (spec §2). `?list=<listId>` names the list shown, the default when absent, so a reload or a link keeps it.
 */
export function ShoppingListPage() {
  const [search, setSearch] = useSearchParams();
  const ref = listRefOf(search.get('list'));
  // Other devices and members change the list too: read it fresh each time the page opens.
  // currentData: the chosen list's answer only, never the list shown before a switch.
  const {
    currentData: serverList,
    error,
    isFetching,
    refetch,
  } = useGetListQuery(ref, { refetchOnMountOrArgChange: true });
  const writes = useListWrites(ref);
  const { t } = useLingui();
  const listName = useListName();
  const [justCompleted, setJustCompleted] = useState(false);
  const me = useAppSelector((state) => state.user.info.name);
  const offline = useOfflineList(me, ref, serverList, error as ApiFailure | undefined, refetch);
  const list = offline.list;
  useListEvents(ref, offline.online);
  const actions = useItemActions(ref, offline.online, writes);
  const { data: lists } = useGetListsQuery();
  const choose = (next: ListRef) => {
    setJustCompleted(false);
    setSearch((params) => {
      const changed = new URLSearchParams(params);
      if (next === 'current') changed.delete('list');
      else changed.set('list', String(next));
      return changed;
    });
  };
  // Until the list comes: its name from the household's lists, when known.
  const summary = lists?.rows.find((row) => (ref === 'current' ? row.isDefault : row.listId === ref));
  const heading = list ? listName(list) : summary ? listName(summary) : t`Main Shopping List`;

  // With no network, ticks and typed items wait in IndexedDB and are sent in order when it returns.
  // Stable callbacks, so the items and the recipe cards render again only when the list changes.
  const onTick = useLatestCallback((item: ListItem, checked: boolean) =>
    offline.online
      ? writes.tick({ itemId: item.id, checked })
      : offline.queueChange({ kind: 'tick', itemId: item.id, checked }),
  );
  const onDelete = useLatestCallback((item: ListItem) => writes.deleteItem({ itemId: item.id }));
  // A recipe's checkbox ticks (or unticks) every item it brought, through the same item ticks, live or queued.
  const onTickRecipe = useLatestCallback(async (recipeId: number, checked: boolean) => {
    if (!offline.list) return;
    const ticks = itemsOfRecipe(offline.list, recipeId)
      .filter((item) => item.checked !== checked)
      .map((item) => ({ itemId: item.id, checked }));
    if (ticks.length === 0) return;
    if (offline.online) return writes.tickItems(ticks);
    // All queued in the same event, so the recipe's checkbox shows its new state at once (not one item at
    // a time, in between which it would read unticked); IndexedDB keeps the writes in the order they start.
    await Promise.all(ticks.map((t) => offline.queueChange({ kind: 'tick', ...t })));
  });
  const onServings = useLatestCallback((recipeId: number, servings: number) =>
    writes.setServings({ recipeId, servings }),
  );
  const onRemoveRecipe = useLatestCallback((recipeId: number) => writes.removeRecipe({ recipeId }));

  // The heading shows at once, the list under it when it comes: the page's largest text is not held
  // back by the list's request.
  if (isFetching && !list) {
    return (
      <main id="main" className="page shopping-list">
        <header className="page-header">
          <div>
            <h1>{heading}</h1>
          </div>
        </header>
        <ListPicker current={ref} onChoose={choose} online={offline.online} />
        <Loading label={t`Loading your list…`} />
      </main>
    );
  }
  if (!list) {
    const reason = (error as ApiFailure | undefined)?.message ?? t`no answer`;
    return (
      <main id="main" className="page shopping-list">
        <h1>{heading}</h1>
        <ListPicker current={ref} onChoose={choose} online={offline.online} />
        <div className="alert alert-danger" role="alert">
          <Trans>Could not load your list: {reason}</Trans>{' '}
          <button type="button" className="btn btn-small" onClick={() => void refetch()}>
            <Trans>Retry</Trans>
          </button>
        </div>
      </main>
    );
  }

  const empty = list.items.length === 0 && list.recipes.length === 0;
  const ticked = list.items.filter((i) => i.checked).length;
  const recipeCount = list.recipes.length;
  const itemCount = list.items.length;
  const sharedWith = list.members.map((m) => m.username).join(', ');
  const complete = async () => setJustCompleted(await writes.complete({}));
  const addItem = (text: string) =>
    offline.online ? writes.addItem({ text }) : offline.queueChange({ kind: 'add', text });

  return (
    <main id="main" className="page shopping-list">
      <header className="page-header">
        <div>
          <h1>{heading}</h1>
          {!empty && (
            <p className="muted" style={{ margin: 0 }} aria-live="polite">
              <Plural value={recipeCount} one="# recipe" other="# recipes" />
              {' · '}
              <Plural value={itemCount} one={`${ticked} of # item ticked`} other={`${ticked} of # items ticked`} />
            </p>
          )}
          {list.members.length > 1 && (
            <p className="muted" style={{ margin: 0 }}>
              <Trans>Shared with {sharedWith}</Trans>
            </p>
          )}
          {!empty && <ListEstimate estimate={list.estimate} />}
        </div>
        <div className="list-toolbar">
          <button type="button" className="btn btn-primary" onClick={() => void complete()} disabled={empty}>
            <Trans>Mark as Complete!</Trans>
          </button>
          <Link className="btn" to={paths.map}>
            <PinIcon /> <Trans>Find Nearby Stores</Trans>
          </Link>
          <OrderOnAmazonForm listId={list.id} version={list.version} empty={ticked === list.items.length} />
        </div>
      </header>

      <ListPicker current={ref} onChoose={choose} online={offline.online} />
      <OfflineBanner online={offline.online} pending={offline.pending} pendingTexts={offline.pendingTexts} />
      <WriteError failure={writes.failure} onDismiss={writes.dismiss} />

      {list.items.length > 0 && (
        <div
          className="list-progress"
          role="progressbar"
          aria-label={t`Items ticked`}
          aria-valuemin={0}
          aria-valuemax={list.items.length}
          aria-valuenow={ticked}
        >
          <span style={{ width: `${(ticked / list.items.length) * 100}%` }} />
        </div>
      )}

      {justCompleted && empty && (
        <p className="alert alert-success" role="status">
          <Trans>
            List marked as complete. You can find it in your <Link to={paths.history}>History</Link>.
          </Trans>
        </p>
      )}

      <AddItemForm onAdd={addItem} />

      {empty ? (
        <div className="empty-state">
          <p style={{ margin: 0, fontWeight: 700 }}>
            <Trans>No recipes in current list</Trans>
          </p>
          <p style={{ margin: '8px 0 16px' }}>
            <Trans>Add recipes from the recipe pages, or let the chef choose.</Trans>
          </p>
          <div className="row" style={{ justifyContent: 'center' }}>
            <Link className="btn btn-primary" to={paths.recipes(1)}>
              <Trans>Browse recipes</Trans>
            </Link>
            <Link className="btn" to={paths.chefsChoice}>
              <Trans>Chef&apos;s Choice</Trans>
            </Link>
          </div>
        </div>
      ) : (
        <div className="list-layout">
          <ListItems
            list={list}
            shortSources
            stepped
            onTick={onTick}
            onDelete={onDelete}
            onMove={actions.onMove}
            onToPantry={actions.onToPantry}
          />
          {list.recipes.length > 0 && (
            <ListRecipes list={list} onTickAll={onTickRecipe} onServings={onServings} onRemove={onRemoveRecipe} />
          )}
        </div>
      )}

      {actions.dialogs}
      <SharePanel list={list} me={me} initialCode={search.get('join') ?? ''} disabled={!offline.online} />
      <ListSettings />
    </main>
  );
}

interface ListRecipesProps {
  list: ItemList;
  onTickAll: (recipeId: number, checked: boolean) => void;
  onServings: (recipeId: number, servings: number) => void;
  onRemove: (recipeId: number) => void;
}

/** The list's recipes, numbered as their items' marks; rendered again only when the list changes. */
const ListRecipes = memo(function ListRecipes({ list, onTickAll, onServings, onRemove }: ListRecipesProps) {
  const marks = recipeMarks(list.recipes);
  return (
    <section aria-labelledby="list-recipes-title">
      <h2 id="list-recipes-title">
        <Trans>Recipes</Trans>
      </h2>
      <ul className="list-recipes">
        {list.recipes.map((recipe) => {
          const items = itemsOfRecipe(list, recipe.id);
          return (
            <ListRecipe
              key={recipe.id}
              recipe={recipe}
              mark={marks.get(recipe.id) ?? ''}
              items={{ total: items.length, ticked: items.filter((i) => i.checked).length }}
              onTickAll={onTickAll}
              onServings={onServings}
              onRemove={onRemove}
            />
          );
        })}
      </ul>
    </section>
  );
});
