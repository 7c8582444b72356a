import { asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FullRecipe, RecipeSummary } from '#domain/recipe.ts';
import type { RecipeRecord, ResolvedLine } from '#domain/recipe-lines.ts';
import type { SourceApp } from '#domain/recipe-imported.ts';
import { fullRecipeColumns, recipeColumns, summaryColumns } from './columns-repository.ts';

import type { Db } from '../../db/client.ts';
import { actorOf, recordEvent } from '../events/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import {
  appliances,
  cuisines,
  ingredients,
  lineItems,
  recipeAppliances,
  recipeCuisines,
  recipeRestrictions,
  recipes,
  restrictions,
} from '../../db/schema.ts';
import { refreshRecipeNeeds } from './needs-repository.ts';

/** The recipe a line includes, joined beside the line's own recipe. */
const subRecipes = alias(recipes, 'sub_recipe');

type Tags = Pick<FullRecipe, 'cuisines' | 'restrictions' | 'appliances'>;

/** Tags of many recipes in three queries, keyed by recipe id. */
export async function findTagsByRecipe(db: Db, ids: number[]): Promise<Map<number, Tags>> {
  const byRecipe = new Map<number, Tags>(ids.map((id) => [id, { cuisines: [], restrictions: [], appliances: [] }]));
  if (ids.length === 0) return byRecipe;
  const [c, r, a] = await Promise.all([
    db
      .select({ recipeId: recipeCuisines.recipeId, name: cuisines.name })
      .from(recipeCuisines)
      .innerJoin(cuisines, eq(cuisines.id, recipeCuisines.cuisineId))
      .where(inArray(recipeCuisines.recipeId, ids))
      .orderBy(asc(cuisines.id)),
    db
      .select({ recipeId: recipeRestrictions.recipeId, name: restrictions.name })
      .from(recipeRestrictions)
      .innerJoin(restrictions, eq(restrictions.id, recipeRestrictions.restrictionId))
      .where(inArray(recipeRestrictions.recipeId, ids))
      .orderBy(asc(restrictions.id)),
    db
      .select({ recipeId: recipeAppliances.recipeId, name: appliances.name })
      .from(recipeAppliances)
      .innerJoin(appliances, eq(appliances.id, recipeAppliances.applianceId))
      .where(inArray(recipeAppliances.recipeId, ids))
      .orderBy(asc(appliances.id)),
  ]);
  for (const row of c) byRecipe.get(row.recipeId)?.cuisines.push({ name: row.name });
  for (const row of r) byRecipe.get(row.recipeId)?.restrictions.push({ name: row.name });
  for (const row of a) byRecipe.get(row.recipeId)?.appliances.push({ name: row.name });
  return byRecipe;
}

/** Full recipes for the given ids, in the order of `ids`; unknown ids are skipped. */
export async function findFullRecipes(db: Db, ids: number[]): Promise<FullRecipe[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const [rows, tags, items] = await Promise.all([
    db.select(fullRecipeColumns).from(recipes).where(inArray(recipes.id, unique)),
    findTagsByRecipe(db, unique),
    db
      .select({
        id: lineItems.id,
        recipeId: lineItems.recipeId,
        qty: lineItems.qty,
        qtyMax: lineItems.qtyMax,
        measurement: lineItems.measurement,
        comment: lineItems.comment,
        text: lineItems.text,
        name: sql<string>`coalesce(lower(${subRecipes.name}), ${ingredients.name})`,
        subId: subRecipes.id,
        subName: subRecipes.name,
        subServings: subRecipes.servings,
      })
      .from(lineItems)
      .innerJoin(ingredients, eq(ingredients.id, lineItems.ingredientId))
      .leftJoin(subRecipes, eq(subRecipes.id, lineItems.subRecipeId))
      .where(inArray(lineItems.recipeId, unique))
      .orderBy(asc(lineItems.recipeId), asc(lineItems.position)),
  ]);
  const itemsByRecipe = new Map<number, FullRecipe['lineItems']>();
  for (const item of items) {
    const list = itemsByRecipe.get(item.recipeId) ?? [];
    list.push({
      id: item.id,
      qty: item.qty === null ? null : Number(item.qty),
      qtyMax: item.qtyMax === null ? null : Number(item.qtyMax),
      measurement: item.measurement,
      comment: item.comment,
      text: item.text,
      ingredient: { name: item.name },
      recipe:
        item.subId === null ? null : { id: item.subId, name: item.subName ?? '', servings: item.subServings ?? null },
    });
    itemsByRecipe.set(item.recipeId, list);
  }
  const byId = new Map(rows.map((row) => [row.id, row]));
  return unique.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const t = tags.get(id) ?? { cuisines: [], restrictions: [], appliances: [] };
    const { instructions, prepTime, totalTime, sourceApp, importedAt, ...rest } = row;
    return [
      {
        ...rest,
        ...t,
        lineItems: itemsByRecipe.get(id) ?? [],
        instructions,
        prepTime,
        totalTime,
        source: sourceApp && importedAt ? { app: sourceApp as SourceApp, importedAt: importedAt.toISOString() } : null,
      },
    ];
  });
}

export async function findRecipeSummaries(db: Db, ids: number[]): Promise<RecipeSummary[]> {
  if (ids.length === 0) return [];
  const rows = await db.select(summaryColumns).from(recipes).where(inArray(recipes.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}

export async function recipeExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: recipes.id }).from(recipes).where(eq(recipes.id, id)).limit(1);
  return row !== undefined;
}

async function tagIds(db: Db, table: typeof cuisines | typeof restrictions | typeof appliances, names: string[]) {
  if (names.length === 0) return [];
  const rows = await db.select({ id: table.id }).from(table).where(inArray(table.name, names));
  return rows.map((r) => r.id);
}

/** Replaces a recipe's tags and writes its ingredient lines; run inside the caller's transaction. */
export async function writeRecipeChildren(db: Db, recipeId: number, payload: RecipeRecord): Promise<void> {
  await db.delete(recipeCuisines).where(eq(recipeCuisines.recipeId, recipeId));
  await db.delete(recipeRestrictions).where(eq(recipeRestrictions.recipeId, recipeId));
  await db.delete(recipeAppliances).where(eq(recipeAppliances.recipeId, recipeId));

  // One after the other: inside a transaction `db` is a single connection, which runs one query at a time.
  const cIds = await tagIds(db, cuisines, payload.cuisines);
  const rIds = await tagIds(db, restrictions, payload.restrictions);
  const aIds = await tagIds(db, appliances, payload.appliances);
  if (cIds.length) await db.insert(recipeCuisines).values(cIds.map((cuisineId) => ({ recipeId, cuisineId })));
  if (rIds.length)
    await db.insert(recipeRestrictions).values(rIds.map((restrictionId) => ({ recipeId, restrictionId })));
  if (aIds.length) await db.insert(recipeAppliances).values(aIds.map((applianceId) => ({ recipeId, applianceId })));

  await writeLineItems(db, recipeId, payload.ingredients);
  await refreshRecipeNeeds(db, [recipeId]);
}

/** What makes two lines the same line: every stored field but the position. */
const lineKey = (
  l: { ingredientId: number; qty: number | null; qtyMax: number | null; subRecipeId: number | null } & LineFields,
) => JSON.stringify([l.ingredientId, l.qty, l.qtyMax, l.measurement, l.comment, l.text, l.subRecipeId]);
type LineFields = Pick<ResolvedLine, 'measurement' | 'comment' | 'text'>;

/**
 * Writes a recipe's lines so that an unchanged line keeps its row and id: each new line takes the first
 * unused old row with the same fields (its position is updated), old rows left over are deleted, and
 * changed or new lines are inserted with new ids.
 */
async function writeLineItems(db: Db, recipeId: number, lines: ResolvedLine[]): Promise<void> {
  const names = [...new Set(lines.map((i) => i.name.toLowerCase()))];
  if (names.length)
    await db
      .insert(ingredients)
      .values(names.map((name) => ({ name })))
      .onConflictDoNothing();
  const rows = await db
    .select({ id: ingredients.id, name: ingredients.name })
    .from(ingredients)
    .where(inArray(ingredients.name, names));
  const idByName = new Map(rows.map((r) => [r.name, r.id]));
  const wanted = lines.map((line, position) => ({
    recipeId,
    ingredientId: idByName.get(line.name.toLowerCase())!,
    qty: line.qty,
    qtyMax: line.qtyMax,
    measurement: line.measurement,
    comment: line.comment,
    text: line.text,
    position,
    subRecipeId: line.subRecipeId ?? null,
  }));

  const old = await db
    .select({
      id: lineItems.id,
      ingredientId: lineItems.ingredientId,
      qty: lineItems.qty,
      qtyMax: lineItems.qtyMax,
      measurement: lineItems.measurement,
      comment: lineItems.comment,
      text: lineItems.text,
      position: lineItems.position,
      subRecipeId: lineItems.subRecipeId,
    })
    .from(lineItems)
    .where(eq(lineItems.recipeId, recipeId))
    .orderBy(asc(lineItems.position), asc(lineItems.id));
  const unused = new Map<string, typeof old>();
  for (const row of old) {
    const key = lineKey({ ...row, qty: numberOrNull(row.qty), qtyMax: numberOrNull(row.qtyMax) });
    unused.set(key, [...(unused.get(key) ?? []), row]);
  }
  const kept = new Set<number>();
  const moves: { id: number; position: number }[] = [];
  const inserts: typeof wanted = [];
  for (const line of wanted) {
    const match = unused.get(lineKey(line))?.shift();
    if (!match) {
      inserts.push(line);
      continue;
    }
    kept.add(match.id);
    if (match.position !== line.position) moves.push({ id: match.id, position: line.position });
  }
  const removed = old.filter((row) => !kept.has(row.id)).map((row) => row.id);
  if (removed.length) await db.delete(lineItems).where(inArray(lineItems.id, removed));
  for (const move of moves)
    await db.update(lineItems).set({ position: move.position }).where(eq(lineItems.id, move.id));
  if (inserts.length) await db.insert(lineItems).values(inserts);
}

const numberOrNull = (v: number | string | null) => (v === null ? null : Number(v));

/** The outbox event of a new recipe: added by hand, or imported (bulk import, migration, another app's export). */
export interface RecipeEvent {
  type: 'recipe.added' | 'recipe.imported';
  /** Who added it, when a person did. */
  actorId: number | null;
}

/**
 * Inserts a recipe with its tags and lines in one transaction, with its outbox event (null only for the
 * demo seed and test factories); returns its id.
 */
export async function insertRecipe(db: Db, payload: RecipeRecord, event: RecipeEvent | null): Promise<number> {
  return inTransaction(db, async (tx) => {
    const d = payload.recipeDetails;
    const [row] = await tx
      .insert(recipes)
      .values({ ...recipeColumns(payload), isActive: d.isActive ?? true })
      .returning({ id: recipes.id });
    await writeRecipeChildren(tx, row.id, payload);
    if (event) {
      const actor = event.actorId === null ? null : await actorOf(tx, event.actorId);
      await recordEvent(tx, {
        type: event.type,
        householdOwnerId: null,
        actor,
        data: { recipe: { id: row.id, name: d.name }, ...(actor && { actor }) },
      });
    }
    return row.id;
  });
}

/** Updates a recipe and replaces its children in one transaction; false when the id is unknown. */
export async function updateRecipe(db: Db, id: number, payload: RecipeRecord): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const d = payload.recipeDetails;
    const updated = await tx
      .update(recipes)
      .set({
        ...recipeColumns(payload),
        ...(d.isActive === undefined ? {} : { isActive: d.isActive }),
        updatedAt: sql`now()`,
      })
      .where(eq(recipes.id, id))
      .returning({ id: recipes.id });
    if (updated.length === 0) return false;
    await writeRecipeChildren(tx, id, payload);
    return true;
  });
}
