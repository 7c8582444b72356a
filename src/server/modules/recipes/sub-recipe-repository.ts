import { asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  MAX_SUB_RECIPE_DEPTH,
  type GraphLine,
  type GraphRecipe,
  type RecipeGraph,
} from '#domain/sub-recipe-expansion.ts';
import type { Db } from '../../db/client.ts';
import { ingredients, lineItems, recipes } from '../../db/schema.ts';

/**
 * Serialises changes to the recipe graph until the transaction ends (class 20 of the app's two-key advisory
 * locks: 18 meal-plan fills, 19 bulk imports). Two saves at once could each check the graph without the
 * other's link and together make a loop (A → B saved while B → A is); taken, the second checks after the
 * first has committed.
 */
export async function lockRecipeGraph(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(20, 0)`);
}

/** Every link of the graph: recipe id → the recipes its lines include. */
export async function findSubRecipeEdges(db: Db): Promise<Map<number, number[]>> {
  const rows = await db
    .selectDistinct({ parent: lineItems.recipeId, child: lineItems.subRecipeId })
    .from(lineItems)
    .where(isNotNull(lineItems.subRecipeId));
  const edges = new Map<number, number[]>();
  for (const { parent, child } of rows) edges.set(parent, [...(edges.get(parent) ?? []), child!]);
  return edges;
}

/**
 * These recipes and every recipe they include, with their lines in order: what an expansion walks. One query a
 * level (a recipe with its lines), so a recipe without sub-recipes costs one query; the levels stop at the
 * deepest chain a save allows (and at recipes already read, so a loop cannot run on).
 */
export async function findRecipeGraph(db: Db, ids: number[]): Promise<RecipeGraph> {
  const graph = new Map<number, GraphRecipe & { lines: GraphLine[] }>();
  let wanted = [...new Set(ids)];
  for (let level = 0; wanted.length > 0 && level <= MAX_SUB_RECIPE_DEPTH + 1; level++) {
    const rows = await db
      .select({
        id: recipes.id,
        recipeName: recipes.name,
        servings: recipes.servings,
        text: lineItems.text,
        qty: lineItems.qty,
        qtyMax: lineItems.qtyMax,
        measurement: lineItems.measurement,
        name: ingredients.name,
        subRecipeId: lineItems.subRecipeId,
      })
      .from(recipes)
      .leftJoin(lineItems, eq(lineItems.recipeId, recipes.id))
      .leftJoin(ingredients, eq(ingredients.id, lineItems.ingredientId))
      .where(inArray(recipes.id, wanted))
      .orderBy(asc(recipes.id), asc(lineItems.position));
    const next = new Set<number>();
    for (const row of rows) {
      let recipe = graph.get(row.id);
      if (!recipe)
        graph.set(row.id, (recipe = { id: row.id, name: row.recipeName, servings: row.servings, lines: [] }));
      if (row.text === null) continue;
      recipe.lines.push({
        text: row.text,
        qty: row.qty === null ? null : Number(row.qty),
        qtyMax: row.qtyMax === null ? null : Number(row.qtyMax),
        measurement: row.measurement ?? '',
        name: row.name ?? '',
        subRecipeId: row.subRecipeId,
      });
      if (row.subRecipeId !== null && !graph.has(row.subRecipeId)) next.add(row.subRecipeId);
    }
    wanted = [...next].filter((id) => !graph.has(id));
  }
  return graph;
}
