/**
 * Ticks on the shopping list. Keys are `${recipeId}:${lineItemId}` for ingredients and `${recipeId}:recipe`
 * for a recipe; a recipe counts as ticked when all of its ingredients are.
 */
export type CheckedMap = Record<string, true>;

interface TickableRecipe {
  id: number;
  lineItems: { id: number }[];
}

export const ingredientKey = (recipeId: number, lineItemId: number) => `${recipeId}:${lineItemId}`;
const recipeKey = (recipeId: number) => `${recipeId}:recipe`;

export function isIngredientChecked(checked: CheckedMap, recipeId: number, lineItemId: number): boolean {
  return checked[ingredientKey(recipeId, lineItemId)] === true;
}

/** Ticked when every ingredient is ticked (or, with no ingredients, when the recipe itself was ticked). */
export function isRecipeChecked(checked: CheckedMap, recipe: TickableRecipe): boolean {
  if (recipe.lineItems.length === 0) return checked[recipeKey(recipe.id)] === true;
  return recipe.lineItems.every((li) => isIngredientChecked(checked, recipe.id, li.id));
}

/** Some but not all ingredients ticked: the recipe checkbox shows as indeterminate. */
export function isRecipePartlyChecked(checked: CheckedMap, recipe: TickableRecipe): boolean {
  const ticked = recipe.lineItems.filter((li) => isIngredientChecked(checked, recipe.id, li.id)).length;
  return ticked > 0 && ticked < recipe.lineItems.length;
}

/** Ticking a recipe ticks all of its ingredients; unticking it unticks them all (spec §2). */
export function checkedAfterRecipeToggle(checked: CheckedMap, recipe: TickableRecipe): CheckedMap {
  const next: CheckedMap = { ...checked };
  const keys = [recipeKey(recipe.id), ...recipe.lineItems.map((li) => ingredientKey(recipe.id, li.id))];
  if (isRecipeChecked(checked, recipe)) for (const key of keys) delete next[key];
  else for (const key of keys) next[key] = true;
  return next;
}
