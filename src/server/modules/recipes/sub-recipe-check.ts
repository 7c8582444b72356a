import type { RecipePayload } from '#domain/recipe.ts';
import type { SubRecipeNames } from '#domain/recipe-lines.ts';
import { batchWeight, MAX_SUB_RECIPE_DEPTH, subRecipeMeasurement } from '#domain/sub-recipe-expansion.ts';
import { checkSubRecipeSave } from '#domain/sub-recipe-graph.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { findRecipeGraph, findSubRecipeEdges, lockRecipeGraph } from './sub-recipe-repository.ts';

/**
 * The checks of a save whose lines include recipes, in the saving transaction (docs/api/know.md,
 * "Sub-recipes"): under the graph's lock, every included recipe exists (400), the save makes no loop and no
 * chain deeper than 5 levels (409), and a weight is taken only of a batch whose weight is known (400).
 * Answers the included recipes' names for the lines' texts; a save without such lines takes no lock.
 */
export async function checkSubRecipes(
  tx: Db,
  savedId: number | null,
  payload: RecipePayload,
): Promise<SubRecipeNames | undefined> {
  const included = payload.ingredients.flatMap((entry, index) =>
    entry.recipeId === undefined ? [] : [{ index, id: entry.recipeId, measurement: entry.measurement ?? 'batch' }],
  );
  if (included.length === 0) return undefined;
  await lockRecipeGraph(tx);
  const graph = await findRecipeGraph(
    tx,
    included.map((e) => e.id),
  );
  const unknown = included.filter((e) => !graph.has(e.id));
  if (unknown.length > 0)
    throw badRequest(
      'A line names a recipe that does not exist',
      Object.fromEntries(unknown.map((e) => [`ingredients.${e.index}.recipeId`, 'no recipe has this id'])),
    );
  const problem = checkSubRecipeSave(
    await findSubRecipeEdges(tx),
    savedId,
    included.map((e) => e.id),
  );
  if (problem === 'loop') throw conflict('A recipe cannot include itself, directly or through other recipes');
  if (problem === 'depth') throw conflict(`A recipe can have recipes at most ${MAX_SUB_RECIPE_DEPTH} levels below it`);
  const unweighed = included.filter((e) => {
    const measurement = subRecipeMeasurement(e.measurement);
    if (measurement === 'batch' || measurement === 'serving') return false;
    const weight = batchWeight(graph, e.id);
    return weight === null || weight <= 0;
  });
  if (unweighed.length > 0)
    throw badRequest(
      'The weight of a batch of an included recipe is not known',
      Object.fromEntries(
        unweighed.map((e) => [
          `ingredients.${e.index}.measurement`,
          'the weight of a batch of this recipe is not known: use batch or serving',
        ]),
      ),
    );
  return new Map([...graph.values()].map((r) => [r.id, r.name]));
}
