import type { LineReading } from '#domain/line-reading.ts';
import {
  newItem,
  recipeLine,
  recompute,
  typedLine,
  type IncomingLine,
  type ListItemState,
  type ScaleOf,
} from '#domain/list-items.ts';
import type { StockItem } from '#domain/pantry-cover.ts';
import { ListLimits } from '#domain/shopping-list.ts';
import type { Actor, EventType } from '#domain/webhook.ts';
import type { Db } from '../../db/client.ts';
import { conflict, notFound, recipeNotFound } from '../../lib/errors.ts';
import { actorOf, recordEvents } from '../events/index.ts';
import type { PantryService } from '../pantry/index.ts';
import * as repo from './repository.ts';

/**
 * The changes of an open list, each on the locked list inside the caller's transaction. Each answers
 * whether the list changed, so that the version grows only then.
 */

/** What a change works on: the owner's open list, locked; its recipes are read once, when a change needs them. */
export interface OpenList {
  /** The open run's id (the payload's `id`). */
  id: number;
  ownerId: number;
  /** Which of the household's lists (the payload's `listId`). */
  householdListId: number;
  recipes?: repo.ListRecipeRow[];
  /** Who makes the change (the events' actor); read once, at the first event. */
  actorId?: number;
  actor?: Actor | null;
  /** The household's pantry, which reduces what recipes put on the list; none leaves amounts whole. */
  pantry?: Pick<PantryService, 'stockOf'>;
  /** The pantry's items, read once a change, at its first need. */
  stock?: StockItem[];
}

/**
 * Writes a list event to the outbox in the change's transaction (docs/api/doors.md, "Webhooks"): every
 * path that changes a list goes through these functions, so no route can forget one.
 */
export async function recordListEvent(
  tx: Db,
  list: OpenList,
  type: EventType,
  data: Record<string, unknown>,
): Promise<void> {
  await recordListEvents(tx, list, type, [data]);
}

/** Events of one type for several items of one change, in one statement (adding 20 recipes adds ~100 items). */
async function recordListEvents(
  tx: Db,
  list: OpenList,
  type: EventType,
  data: Record<string, unknown>[],
): Promise<void> {
  if (data.length === 0) return;
  if (list.actor === undefined) list.actor = list.actorId === undefined ? null : await actorOf(tx, list.actorId);
  const actor = list.actor;
  await recordEvents(
    tx,
    data.map((one) => ({
      type,
      householdOwnerId: list.ownerId,
      actor,
      data: { ...one, list: { id: list.id }, actor },
    })),
  );
}

const itemEvents = (tx: Db, list: OpenList, type: EventType, items: { id: number; name: string }[]) =>
  recordListEvents(
    tx,
    list,
    type,
    items.map((item) => ({ item: { id: item.id, name: item.name } })),
  );
const itemEvent = (tx: Db, list: OpenList, type: EventType, item: { id: number; name: string }) =>
  itemEvents(tx, list, type, [item]);

/** The list's recipes, read at the first need and kept current by the changes. */
export async function recipesOf(tx: Db, list: OpenList): Promise<repo.ListRecipeRow[]> {
  list.recipes ??= await repo.findListRecipes(tx, list.id);
  return list.recipes;
}

/** The household's pantry items, read at the first need of the change (docs/decisions/shortfall-lists.md). */
async function stockOf(tx: Db, list: OpenList): Promise<StockItem[]> {
  list.stock ??= list.pantry ? await list.pantry.stockOf(tx, list.ownerId) : [];
  return list.stock;
}

async function scaleOfList(tx: Db, list: OpenList): Promise<ScaleOf> {
  const factor = new Map(
    (await recipesOf(tx, list)).map((r) => [
      r.id,
      (r.servings ?? r.currentServings) / (r.recipeServings ?? r.currentServings),
    ]),
  );
  return (recipeId) => (recipeId === null ? 1 : (factor.get(recipeId) ?? 1));
}

/** Merges lines into the list's items by food and derives every touched item again, in a few statements. */
async function mergeLines(tx: Db, list: OpenList, lines: IncomingLine[]): Promise<void> {
  if (lines.length === 0) return;
  const [items, scaleOf] = [await repo.findItems(tx, list.id), await scaleOfList(tx, list)];
  const byKey = new Map(items.map((item) => [item.foodKey, item]));
  const fresh = new Map<string, ListItemState>();
  const touched = new Set<repo.StoredItem>();
  // A typed line is an item added even when it joins one already there ("Alice added milk").
  const retyped = new Set<repo.StoredItem>();
  for (const line of lines) {
    const existing = byKey.get(line.foodKey);
    if (existing) {
      existing.sources.push(line.source);
      touched.add(existing);
      if (line.source.recipeId === null) retyped.add(existing);
      continue;
    }
    const item = fresh.get(line.foodKey) ?? newItem(line);
    fresh.set(line.foodKey, item);
    item.sources.push(line.source);
  }
  // Only recipe lines are reduced: typing a line on an item of no recipe needs no read of the pantry.
  const fromRecipes = (item: ListItemState) => item.sources.some((s) => s.recipeId !== null);
  const stock = [...fresh.values(), ...touched].some(fromRecipes) ? await stockOf(tx, list) : [];
  const derived = [...fresh.values()].map((item) => recompute(item, scaleOf, stock));
  const inserted = await repo.insertItems(tx, list.id, derived);
  await repo.updateItems(
    tx,
    [...touched].map((item) => ({ ...recompute(item, scaleOf, stock), id: item.id })),
  );
  // An item the pantry covers is not shown, so nobody hears of it.
  const shown = inserted.filter((_, i) => !derived[i]!.covered);
  await itemEvents(tx, list, 'list.item.added', [...shown, ...retyped]);
}

/** Merges the ingredient lines of recipes already on the list (with their servings) into its items. */
export async function mergeRecipeLines(tx: Db, list: OpenList, recipeIds: number[]): Promise<void> {
  const lines = await repo.findRecipeLines(tx, recipeIds);
  await mergeLines(
    tx,
    list,
    lines.map((line) => recipeLine(line.recipeId, line)),
  );
}

/**
 * Adds recipes with their lines; recipes already on the list are left as they are. 404 (nothing changed)
 * for an unknown id, or an inactive one that is not on the list.
 */
export async function addRecipes(
  tx: Db,
  list: OpenList,
  entries: { id: number; servings?: number }[],
): Promise<boolean> {
  const recipes = await recipesOf(tx, list);
  const onList = new Set(recipes.map((r) => r.id));
  const wanted = new Map<number, number | undefined>();
  for (const entry of entries) if (!wanted.has(entry.id)) wanted.set(entry.id, entry.servings);
  const facts = new Map((await repo.findRecipeFacts(tx, [...wanted.keys()])).map((r) => [r.id, r]));
  for (const id of wanted.keys()) {
    const recipe = facts.get(id);
    if (!recipe || (!recipe.isActive && !onList.has(id))) throw recipeNotFound();
  }
  const added = [...wanted]
    .filter(([id]) => !onList.has(id))
    .map(([id, servings]) => {
      const recipe = facts.get(id)!;
      return { recipeId: id, servings: servings ?? recipe.servings, recipeServings: recipe.servings };
    });
  if (added.length === 0) return false;
  if (onList.size + added.length > ListLimits.maxRecipesPerList)
    throw conflict(`A shopping list holds at most ${ListLimits.maxRecipesPerList} recipes`);
  await repo.insertListRecipes(tx, list.id, added);
  for (const row of added)
    recipes.push({ id: row.recipeId, name: '', img: '', ...row, currentServings: row.recipeServings });
  await mergeRecipeLines(
    tx,
    list,
    added.map((row) => row.recipeId),
  );
  return true;
}

/** Derives again the items that have a line of this recipe; drops items left with no line and nothing moved in. */
async function rederiveRecipeItems(tx: Db, list: OpenList, recipeId: number, drop: boolean): Promise<void> {
  const [items, scaleOf, stock] = [
    await repo.findItems(tx, list.id),
    await scaleOfList(tx, list),
    await stockOf(tx, list),
  ];
  const affected = items.filter((item) => item.sources.some((s) => s.recipeId === recipeId));
  const emptied: number[] = [];
  const changed: repo.StoredItem[] = [];
  for (const item of affected) {
    if (drop) item.sources = item.sources.filter((s) => s.recipeId !== recipeId);
    if (item.sources.length === 0 && item.movedAmounts.length === 0) emptied.push(item.id);
    else changed.push({ ...recompute(item, scaleOf, stock), id: item.id });
  }
  await repo.deleteItems(tx, emptied);
  await repo.updateItems(tx, changed);
  await itemEvents(
    tx,
    list,
    'list.item.removed',
    affected.filter((item) => emptied.includes(item.id)),
  );
}

/** The list's servings of a recipe on it; 404 when it is not on the list. */
export async function setServings(tx: Db, list: OpenList, recipeId: number, servings: number): Promise<boolean> {
  const row = (await recipesOf(tx, list)).find((r) => r.id === recipeId);
  if (!row) throw notFound('Recipe not on the shopping list', 'RECIPE_NOT_FOUND');
  if (row.servings === servings) return false;
  row.servings = servings;
  await repo.setListServings(tx, list.id, recipeId, servings, row.recipeServings ?? row.currentServings);
  await rederiveRecipeItems(tx, list, recipeId, false);
  return true;
}

/**
 * Adds recipes with these servings; a recipe already on the list keeps the larger of its list servings and
 * these. Servings above the list's limit are brought down to it.
 */
export async function addWithAtLeast(
  tx: Db,
  list: OpenList,
  wanted: { id: number; servings: number }[],
): Promise<boolean> {
  const capped = (n: number) => Math.min(n, ListLimits.maxServings);
  const onList = new Map((await recipesOf(tx, list)).map((r) => [r.id, r.servings ?? r.currentServings]));
  const fresh = wanted.filter((r) => !onList.has(r.id)).map((r) => ({ id: r.id, servings: capped(r.servings) }));
  let changed = fresh.length > 0 && (await addRecipes(tx, list, fresh));
  for (const { id, servings } of wanted) {
    const current = onList.get(id);
    if (current !== undefined && capped(servings) > current)
      changed = (await setServings(tx, list, id, capped(servings))) || changed;
  }
  return changed;
}

/** Takes a recipe and its amounts off the list; false when it was not on it. */
export async function removeRecipe(tx: Db, list: OpenList, recipeId: number): Promise<boolean> {
  if (!(await repo.deleteListRecipe(tx, list.id, recipeId))) return false;
  list.recipes = (await recipesOf(tx, list)).filter((r) => r.id !== recipeId);
  await rederiveRecipeItems(tx, list, recipeId, true);
  return true;
}

/** A line typed on the list, parsed and merged like a recipe's. */
export async function addTypedLine(tx: Db, list: OpenList, text: string, reading?: LineReading): Promise<boolean> {
  await mergeLines(tx, list, [typedLine(text, reading)]);
  return true;
}

async function itemOfList(tx: Db, listId: number, itemId: number): Promise<repo.StoredItem> {
  const item = await repo.findItem(tx, listId, itemId);
  if (!item) throw notFound('Item not found', 'LIST_ITEM_NOT_FOUND');
  return item;
}

export async function setChecked(tx: Db, list: OpenList, itemId: number, checked: boolean): Promise<boolean> {
  if (await repo.setItemChecked(tx, list.id, itemId, checked)) {
    if (checked) await itemEvent(tx, list, 'list.item.ticked', await itemOfList(tx, list.id, itemId));
    return true;
  }
  await itemOfList(tx, list.id, itemId);
  return false;
}

export async function deleteItem(tx: Db, list: OpenList, itemId: number): Promise<boolean> {
  const item = await itemOfList(tx, list.id, itemId);
  await repo.deleteItems(tx, [itemId]);
  await itemEvent(tx, list, 'list.item.removed', item);
  return true;
}

/** Completes the open list (its snapshot is the caller's): the list is no longer open. */
export async function complete(tx: Db, list: OpenList): Promise<void> {
  await repo.completeList(tx, list.id);
  await recordListEvent(tx, list, 'list.completed', {});
}
