import { asc, eq } from 'drizzle-orm';
import { batchWeight, MAX_SUB_RECIPE_DEPTH, subRecipeMeasurement } from '#domain/sub-recipe-expansion.ts';
import { checkSubRecipeSave } from '#domain/sub-recipe-graph.ts';
import type { Db } from '../../db/client.ts';
import { lineItems } from '../../db/schema.ts';
import { findRecipeGraph, findSubRecipeEdges, lockRecipeGraph } from './sub-recipe-repository.ts';
import { refreshRecipeNeeds } from './needs-repository.ts';

/** A stored line (by its position in the recipe, from 0) to make include a recipe. */
export interface SubRecipeLink {
  lineIndex: number;
  subRecipeId: number;
}

/**
 * Makes stored lines of a recipe include recipes, keeping each line's text, qty and measurement (an import
 * of this app's own export links its lines once every recipe of the file is in). In the caller's
 * transaction, under the same lock and with the same checks as a save (docs/api/know.md, "Sub-recipes"): a
 * link to a missing recipe, by a unit that is not batch, serving or a weight (or by weight when a batch's
 * weight is not known), or that would make a loop or a chain deeper than 5 levels is not made. Answers the
 * links not made, each with why.
 */
export async function linkSubRecipeLines(
  tx: Db,
  recipeId: number,
  links: readonly SubRecipeLink[],
): Promise<(SubRecipeLink & { reason: string })[]> {
  if (links.length === 0) return [];
  await lockRecipeGraph(tx);
  const rows = await tx
    .select({
      id: lineItems.id,
      position: lineItems.position,
      measurement: lineItems.measurement,
      subRecipeId: lineItems.subRecipeId,
    })
    .from(lineItems)
    .where(eq(lineItems.recipeId, recipeId))
    .orderBy(asc(lineItems.position), asc(lineItems.id));
  const graph = await findRecipeGraph(
    tx,
    links.map((l) => l.subRecipeId),
  );
  const edges = await findSubRecipeEdges(tx);
  const children = rows.flatMap((r) => (r.subRecipeId === null ? [] : [r.subRecipeId]));
  const refused: (SubRecipeLink & { reason: string })[] = [];
  for (const link of links) {
    const row = rows.find((r) => r.position === link.lineIndex);
    const reason = ((): string | null => {
      if (!row) return 'the recipe has no such line';
      if (row.subRecipeId !== null) return 'the line already includes a recipe';
      if (!graph.has(link.subRecipeId)) return 'the included recipe does not exist';
      const measurement = subRecipeMeasurement(row.measurement);
      if (measurement !== row.measurement) return `its unit "${row.measurement}" is not batch, serving or a weight`;
      if (measurement !== 'batch' && measurement !== 'serving') {
        const weight = batchWeight(graph, link.subRecipeId);
        if (weight === null || weight <= 0) return 'the weight of a batch of the included recipe is not known';
      }
      const problem = checkSubRecipeSave(edges, recipeId, [...children, link.subRecipeId]);
      if (problem === 'loop') return 'a recipe cannot include itself, directly or through other recipes';
      if (problem === 'depth') return `a recipe can have recipes at most ${MAX_SUB_RECIPE_DEPTH} levels below it`;
      return null;
    })();
    if (reason !== null) {
      refused.push({ ...link, reason });
      continue;
    }
    await tx.update(lineItems).set({ subRecipeId: link.subRecipeId }).where(eq(lineItems.id, row!.id));
    row!.subRecipeId = link.subRecipeId;
    children.push(link.subRecipeId);
  }
  if (refused.length < links.length) await refreshRecipeNeeds(tx, [recipeId]);
  return refused;
}
