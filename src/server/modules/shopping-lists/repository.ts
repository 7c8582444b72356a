import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Amount } from '#domain/quantity/amount.ts';
import type { ListItemState, ListSource } from '#domain/list-items.ts';
import type { ItemPantry } from '#domain/list-shortfall.ts';
import type { StoreSection } from '#domain/store-sections.ts';
import type { ItemList } from '#domain/shopping-list.ts';
import { expandBatches } from '#domain/sub-recipe-expansion.ts';
import { findRecipeGraph } from '../recipes/index.ts';
import type { Db } from '../../db/client.ts';
import { householdListColumns } from './household-lists-repository.ts';
import { householdLists, recipes, shoppingListItems, shoppingListRecipes, shoppingLists } from '../../db/schema.ts';

type ItemListRecipe = ItemList['recipes'][number];
type ItemListItem = ItemList['items'][number];

/** The channel of list changes: `{ ownerId, listId, isDefault, version }` after each committed change. */
export const LIST_CHANGES_CHANNEL = 'list_changes';

export interface StoredItem extends ListItemState {
  id: number;
}

export interface ListRecipeRow {
  id: number;
  name: string;
  /** Null for an imported recipe without a picture. */
  img: string | null;
  /** Null for a recipe put on a list before items existed: the upgrade at start fills an open list's (legacy-upgrade.ts). */
  servings: number | null;
  recipeServings: number | null;
  /** The recipe's servings today. */
  currentServings: number;
}

const isOpen = (householdListId: number) =>
  and(eq(shoppingLists.householdListId, householdListId), eq(shoppingLists.isCompleted, false));

/** Starts the household list's open run unless there is one; the partial unique index settles races. */
export async function insertOpenListIfMissing(db: Db, ownerId: number, householdListId: number): Promise<void> {
  await db
    .insert(shoppingLists)
    .values({ userId: ownerId, householdListId })
    .onConflictDoNothing({ target: shoppingLists.householdListId, where: sql`is_completed = false` });
}

/**
 * The household list's open run, locked until the transaction ends, or undefined when there is none. Every
 * write takes this lock first, so the writes of one list run one after another and none lands after completion.
 */
export async function lockOpenList(tx: Db, householdListId: number): Promise<{ id: number } | undefined> {
  const [row] = await tx
    .select({ id: shoppingLists.id })
    .from(shoppingLists)
    .where(isOpen(householdListId))
    .for('update');
  return row;
}

/** The household list's open run, unlocked (for reads). */
export async function findOpenList(db: Db, householdListId: number): Promise<{ id: number } | undefined> {
  const [row] = await db.select({ id: shoppingLists.id }).from(shoppingLists).where(isOpen(householdListId));
  return row;
}

/**
 * One more version, and a notice to every instance, sent when the transaction commits; one statement. The
 * notice names the household list and whether it is the default, so `current` streams follow the default.
 */
export async function bumpVersion(tx: Db, ownerId: number, listId: number): Promise<void> {
  await tx.execute(sql`
    with bumped as (
      update shopping_lists set version = version + 1, updated_at = now() where id = ${listId}
      returning version, household_list_id
    )
    select pg_notify(${LIST_CHANGES_CHANNEL}, json_build_object('ownerId', ${ownerId}::int, 'listId', b.household_list_id,
             'isDefault', h.is_default, 'version', b.version)::text)
    from bumped b join household_lists h on h.id = b.household_list_id`);
}

/**
 * The household's lists with their open run's version and counts (a list not used yet counts 0 at version
 * 0), the default first, then by name; optionally only the one bound to a store. One query.
 */
export async function findListSummaries(db: Db, ownerId: number, storePlaceId?: string) {
  return db
    .select({
      ...householdListColumns,
      counts: {
        version: sql<number>`coalesce(${shoppingLists.version}, 0)`,
        itemCount: sql<number>`(select count(*)::int from shopping_list_items i
                                where i.list_id = ${shoppingLists.id} and not i.covered)`,
        uncheckedCount: sql<number>`(select count(*)::int from shopping_list_items i
                                     where i.list_id = ${shoppingLists.id} and not i.covered and not i.checked)`,
      },
    })
    .from(householdLists)
    .leftJoin(
      shoppingLists,
      and(eq(shoppingLists.householdListId, householdLists.id), eq(shoppingLists.isCompleted, false)),
    )
    .where(
      and(
        eq(householdLists.ownerId, ownerId),
        storePlaceId === undefined ? undefined : eq(householdLists.storePlaceId, storePlaceId),
      ),
    )
    .orderBy(desc(householdLists.isDefault), asc(sql`lower(${householdLists.name})`), asc(householdLists.id));
}

/**
 * A list with its recipes and items as the payload shows them, in one query (the reads' budget is a few
 * milliseconds); members come from the households module.
 */
export async function findListPayload(db: Db, listId: number) {
  const [row] = await db
    .select({
      id: shoppingLists.id,
      householdList: householdListColumns,
      version: shoppingLists.version,
      completedAt: shoppingLists.completedAt,
      snapshot: shoppingLists.snapshot,
      recipes: sql<ItemListRecipe[]>`coalesce((
        select json_agg(json_build_object('id', r.id, 'name', r.name, 'img', r.img,
                 'servings', coalesce(s.servings, r.servings), 'recipeServings', coalesce(s.recipe_servings, r.servings))
               order by s.added_at, s.recipe_id)
        from shopping_list_recipes s join recipes r on r.id = s.recipe_id
        where s.list_id = "shopping_lists"."id"), '[]'::json)`,
      items: sql<ItemListItem[]>`coalesce((
        select json_agg(json_build_object('id', i.id, 'name', i.name, 'amounts', i.amounts, 'checked', i.checked,
                 'category', i.category, 'pantry', i.pantry, 'inPantry', i.pantry_added is not null,
                 'sources', (select coalesce(json_agg(json_build_object('recipeId', x->'recipeId', 'text', x->'text')), '[]'::json)
                             from jsonb_array_elements(i.sources) x))
               order by i.id)
        from shopping_list_items i where i.list_id = "shopping_lists"."id" and not i.covered), '[]'::json)`,
    })
    .from(shoppingLists)
    .innerJoin(householdLists, eq(householdLists.id, shoppingLists.householdListId))
    .where(eq(shoppingLists.id, listId));
  return row;
}

/** The recipes of a list with their servings, in the order they were added. */
export async function findListRecipes(db: Db, listId: number): Promise<ListRecipeRow[]> {
  return db
    .select({
      id: recipes.id,
      name: recipes.name,
      img: recipes.img,
      servings: shoppingListRecipes.servings,
      recipeServings: shoppingListRecipes.recipeServings,
      // Null only on an inactive imported recipe, which no list can take in.
      currentServings: sql<number>`coalesce(${recipes.servings}, 1)`,
    })
    .from(shoppingListRecipes)
    .innerJoin(recipes, eq(recipes.id, shoppingListRecipes.recipeId))
    .where(eq(shoppingListRecipes.listId, listId))
    .orderBy(asc(shoppingListRecipes.addedAt), asc(shoppingListRecipes.recipeId));
}

/** Recipes by id with what adding them needs. */
export async function findRecipeFacts(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: recipes.id, servings: sql<number>`coalesce(${recipes.servings}, 1)`, isActive: recipes.isActive })
    .from(recipes)
    .where(inArray(recipes.id, ids));
}

/**
 * The ingredient lines of recipes, each recipe's in order, at a batch of each: a line that includes another
 * recipe stands for that recipe's lines, scaled down the chain (docs/api/know.md, "Sub-recipes"), and never
 * becomes an item itself.
 */
export async function findRecipeLines(db: Db, recipeIds: number[]) {
  if (recipeIds.length === 0) return [];
  const graph = await findRecipeGraph(db, recipeIds);
  return [...new Set(recipeIds)]
    .sort((a, b) => a - b)
    .flatMap((recipeId) =>
      graph.has(recipeId)
        ? expandBatches(graph, recipeId).map((line) => ({
            recipeId,
            qty: line.qty,
            measurement: line.unit ?? '',
            text: line.text,
            name: line.name,
          }))
        : [],
    );
}

export async function insertListRecipes(
  tx: Db,
  listId: number,
  rows: { recipeId: number; servings: number; recipeServings: number }[],
): Promise<void> {
  if (rows.length === 0) return;
  // One statement, one now(): a microsecond per row keeps the request's order.
  await tx
    .insert(shoppingListRecipes)
    .values(rows.map((r, i) => ({ listId, ...r, addedAt: sql`now() + ${i} * interval '1 microsecond'` })));
}

/** Sets the servings of list recipes (also the legacy rows' scale). */
export async function setListServings(
  tx: Db,
  listId: number,
  recipeId: number,
  servings: number,
  recipeServings: number,
): Promise<void> {
  await tx
    .update(shoppingListRecipes)
    .set({ servings, recipeServings })
    .where(and(eq(shoppingListRecipes.listId, listId), eq(shoppingListRecipes.recipeId, recipeId)));
}

export async function deleteListRecipe(tx: Db, listId: number, recipeId: number): Promise<boolean> {
  const rows = await tx
    .delete(shoppingListRecipes)
    .where(and(eq(shoppingListRecipes.listId, listId), eq(shoppingListRecipes.recipeId, recipeId)))
    .returning({ id: shoppingListRecipes.recipeId });
  return rows.length > 0;
}

const itemColumns = {
  id: shoppingListItems.id,
  foodKey: shoppingListItems.foodKey,
  name: shoppingListItems.name,
  category: shoppingListItems.category,
  checked: shoppingListItems.checked,
  amounts: shoppingListItems.amounts,
  sources: shoppingListItems.sources,
  movedAmounts: shoppingListItems.movedAmounts,
  pantry: shoppingListItems.pantry,
  covered: shoppingListItems.covered,
};

function toItem(row: { [K in keyof typeof itemColumns]: unknown }): StoredItem {
  return {
    ...(row as Omit<StoredItem, 'amounts' | 'sources' | 'category' | 'movedAmounts' | 'pantry'>),
    category: row.category as StoreSection,
    amounts: row.amounts as Amount[],
    sources: row.sources as ListSource[],
    movedAmounts: (row.movedAmounts as Amount[] | null) ?? [],
    pantry: row.pantry as ItemPantry | null,
  };
}

/** No moved amounts are stored as null. */
const storedMoved = (amounts: readonly Amount[]) => (amounts.length === 0 ? null : amounts);

/** The items of a list, in the order they were first added. */
export async function findItems(db: Db, listId: number): Promise<StoredItem[]> {
  const rows = await db
    .select(itemColumns)
    .from(shoppingListItems)
    .where(eq(shoppingListItems.listId, listId))
    .orderBy(asc(shoppingListItems.id));
  return rows.map(toItem);
}

export async function countItems(db: Db, listId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(shoppingListItems).where(eq(shoppingListItems.listId, listId));
  return row.n;
}

/** Inserts new items; answers their ids and names, in order. */
export async function insertItems(
  tx: Db,
  listId: number,
  items: ListItemState[],
): Promise<{ id: number; name: string }[]> {
  if (items.length === 0) return [];
  return tx
    .insert(shoppingListItems)
    .values(items.map((item) => ({ listId, ...item, movedAmounts: storedMoved(item.movedAmounts) })))
    .returning({ id: shoppingListItems.id, name: shoppingListItems.name });
}

/** Writes the derived fields of many items in one statement. */
export async function updateItems(tx: Db, items: StoredItem[]): Promise<void> {
  if (items.length === 0) return;
  const rows = JSON.stringify(
    items.map(({ id, amounts, sources, checked, pantry, covered, movedAmounts }) => ({
      id,
      amounts,
      sources,
      checked,
      pantry,
      covered,
      movedAmounts: storedMoved(movedAmounts),
    })),
  );
  // A JSON null in the record would be the jsonb value 'null', not SQL NULL: nullif keeps "none" one thing.
  await tx.execute(sql`
    update shopping_list_items as i
    set amounts = v.amounts, sources = v.sources, checked = v.checked, pantry = nullif(v.pantry, 'null'::jsonb),
        covered = v.covered, moved_amounts = nullif(v."movedAmounts", 'null'::jsonb)
    from jsonb_to_recordset(${rows}::jsonb)
      as v(id int, amounts jsonb, sources jsonb, checked boolean, pantry jsonb, covered boolean, "movedAmounts" jsonb)
    where i.id = v.id`);
}

export async function deleteItems(tx: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.delete(shoppingListItems).where(inArray(shoppingListItems.id, ids));
}

/** Ticks or unticks an item of the list; false when it is not there or already so. */
export async function setItemChecked(tx: Db, listId: number, itemId: number, checked: boolean): Promise<boolean> {
  const rows = await tx
    .update(shoppingListItems)
    .set({ checked })
    .where(
      and(
        eq(shoppingListItems.id, itemId),
        eq(shoppingListItems.listId, listId),
        sql`${shoppingListItems.checked} <> ${checked}`,
      ),
    )
    .returning({ id: shoppingListItems.id });
  return rows.length > 0;
}

/** Completes a list with its snapshot; answers the time it was completed. */
export async function completeList(tx: Db, listId: number): Promise<Date> {
  const [row] = await tx
    .update(shoppingLists)
    .set({ isCompleted: true, completedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(shoppingLists.id, listId))
    .returning({ completedAt: shoppingLists.completedAt });
  return row.completedAt!;
}

export async function saveSnapshot(tx: Db, listId: number, snapshot: unknown): Promise<void> {
  await tx.update(shoppingLists).set({ snapshot }).where(eq(shoppingLists.id, listId));
}

const pageColumns = {
  id: shoppingLists.id,
  isCompleted: shoppingLists.isCompleted,
  updatedAt: shoppingLists.updatedAt,
  completedAt: shoppingLists.completedAt,
  snapshot: shoppingLists.snapshot,
};

/** A list row, with the snapshot a completed list keeps. */
export type ListRow = {
  id: number;
  isCompleted: boolean;
  updatedAt: Date;
  completedAt: Date | null;
  snapshot: unknown;
};

/** A page of the owner's lists, completed or open or both: the open list first, then newest first. */
export async function findListPage(
  db: Db,
  ownerId: number,
  page: { householdListId?: number; completed?: boolean; limit: number; offset: number },
): Promise<{ rows: ListRow[]; count: number }> {
  const where = and(
    eq(shoppingLists.userId, ownerId),
    page.householdListId === undefined ? undefined : eq(shoppingLists.householdListId, page.householdListId),
    page.completed === undefined ? undefined : eq(shoppingLists.isCompleted, page.completed),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(pageColumns)
      .from(shoppingLists)
      .where(where)
      // DESC puts NULLs first in PostgreSQL, so the open list (no completed_at) leads.
      .orderBy(desc(shoppingLists.completedAt), desc(shoppingLists.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(shoppingLists).where(where),
  ]);
  return { rows, count: total.n };
}

/** A list of the owner's, open or completed. */
export async function findOwnedList(db: Db, ownerId: number, listId: number): Promise<ListRow | undefined> {
  const [row] = await db
    .select(pageColumns)
    .from(shoppingLists)
    .where(and(eq(shoppingLists.id, listId), eq(shoppingLists.userId, ownerId)));
  return row;
}

/** Recipe ids of each list, in the order they were added. */
export async function findListRecipeIds(db: Db, listIds: number[]): Promise<Map<number, number[]>> {
  const byList = new Map<number, number[]>(listIds.map((id) => [id, []]));
  if (listIds.length === 0) return byList;
  const rows = await db
    .select({ listId: shoppingListRecipes.listId, recipeId: shoppingListRecipes.recipeId })
    .from(shoppingListRecipes)
    .where(inArray(shoppingListRecipes.listId, listIds))
    .orderBy(asc(shoppingListRecipes.addedAt), asc(shoppingListRecipes.recipeId));
  for (const row of rows) byList.get(row.listId)?.push(row.recipeId);
  return byList;
}

/** The owners of open lists holding recipes put on them before items existed (their servings are null). */
export async function findLegacyOpenListOwners(db: Db): Promise<number[]> {
  const rows = await db
    .selectDistinct({ ownerId: shoppingLists.userId })
    .from(shoppingLists)
    .innerJoin(shoppingListRecipes, eq(shoppingListRecipes.listId, shoppingLists.id))
    .where(and(eq(shoppingLists.isCompleted, false), isNull(shoppingListRecipes.servings)));
  return rows.map((r) => r.ownerId);
}

export async function findItem(db: Db, listId: number, itemId: number): Promise<StoredItem | undefined> {
  const [row] = await db
    .select(itemColumns)
    .from(shoppingListItems)
    .where(and(eq(shoppingListItems.listId, listId), eq(shoppingListItems.id, itemId)));
  return row && toItem(row);
}
