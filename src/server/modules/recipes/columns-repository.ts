import type { RecipeRecord } from '#domain/recipe-lines.ts';
import { recipes } from '../../db/schema.ts';

/** The columns of a recipe summary (lists, likes, the plan). */
export const summaryColumns = {
  id: recipes.id,
  name: recipes.name,
  img: recipes.img,
  servings: recipes.servings,
  cookTime: recipes.cookTime,
  isActive: recipes.isActive,
};

/** The columns of the fields imported recipes added (API.md, "Recipe fields for imported recipes"). */
export const importedColumns = {
  description: recipes.description,
  keywords: recipes.keywords,
  yieldText: recipes.yieldText,
  ingredientSections: recipes.ingredientSections,
  instructionSections: recipes.instructionSections,
  sourceApp: recipes.sourceApp,
  importedAt: recipes.importedAt,
};

/** The recipe's own columns of a full recipe (its lines and tags come from other tables). */
export const fullRecipeColumns = {
  ...summaryColumns,
  url: recipes.url,
  instructions: recipes.instructions,
  prepTime: recipes.prepTime,
  totalTime: recipes.totalTime,
  ...importedColumns,
};

/** The columns a payload sets (insert and update alike). */
export function recipeColumns(payload: RecipeRecord) {
  const d = payload.recipeDetails;
  return {
    name: d.name,
    url: d.url,
    img: d.img,
    servings: d.servings,
    cookTime: d.cookTime,
    prepTime: d.prepTime ?? null,
    totalTime: d.totalTime ?? null,
    instructions: payload.instructions,
    description: d.description ?? null,
    yieldText: d.yieldText ?? null,
    keywords: payload.keywords,
    ingredientSections: payload.ingredientSections,
    instructionSections: payload.instructionSections,
    sourceApp: d.source?.app ?? null,
    importedAt: d.source ? new Date(d.source.importedAt ?? Date.now()) : null,
  };
}
