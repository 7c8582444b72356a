import { asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { GraphLine, GraphRecipe, RecipeGraph } from '#domain/sub-recipe-expansion.ts';
import { resultRows, type Db } from '../../db/client.ts';
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

/** The ids of these recipes and of every recipe they include, at any depth. */
async function findReachableIds(db: Db, ids: number[]): Promise<number[]> {
  const rows = resultRows<{ id: number }>(
    await db.execute(sql`
      with recursive reach(id) as (
        select unnest(${`{${ids.join(',')}}`}::int[])
        union
        select li.sub_recipe_id from line_items li join reach r on li.recipe_id = r.id
        where li.sub_recipe_id is not null
      )
      select id from reach`),
  );
  return rows.map((r) => Number(r.id));
}

/** These recipes and every recipe they include, with their lines in order: what an expansion walks. */
export async function findRecipeGraph(db: Db, ids: number[]): Promise<RecipeGraph> {
  const graph = new Map<number, GraphRecipe & { lines: GraphLine[] }>();
  if (ids.length === 0) return graph;
  const reach = await findReachableIds(db, [...new Set(ids)]);
  const [heads, lines] = [
    await db
      .select({ id: recipes.id, name: recipes.name, servings: recipes.servings })
      .from(recipes)
      .where(inArray(recipes.id, reach)),
    await db
      .select({
        recipeId: lineItems.recipeId,
        text: lineItems.text,
        qty: lineItems.qty,
        qtyMax: lineItems.qtyMax,
        measurement: lineItems.measurement,
        name: ingredients.name,
        subRecipeId: lineItems.subRecipeId,
      })
      .from(lineItems)
      .innerJoin(ingredients, eq(ingredients.id, lineItems.ingredientId))
      .where(inArray(lineItems.recipeId, reach))
      .orderBy(asc(lineItems.recipeId), asc(lineItems.position)),
  ];
  for (const head of heads) graph.set(head.id, { ...head, lines: [] });
  for (const { recipeId, ...line } of lines)
    graph.get(recipeId)?.lines.push({
      ...line,
      qty: line.qty === null ? null : Number(line.qty),
      qtyMax: line.qtyMax === null ? null : Number(line.qtyMax),
    });
  return graph;
}
