import type { RecipeDraft, LineParser } from './draft.ts';
import type { ExtractedRecipe } from './extract/extract-recipe.ts';

/** No ingredient line is this long; the parser is not run on such text (it stays, unparsed). */
const MAX_PARSED_CHARS = 500;

/** The draft the admin's form is filled with: every line parsed, measurement = unit, name = food. */
export function toDraft(recipe: ExtractedRecipe, parseLine: LineParser): RecipeDraft {
  return {
    recipeDetails: {
      name: recipe.name,
      url: recipe.url,
      img: recipe.img,
      servings: recipe.servings,
      cookTime: recipe.cookTime,
      prepTime: recipe.prepTime,
      totalTime: recipe.totalTime,
      description: recipe.description,
      yieldText: recipe.yieldText,
    },
    cuisines: recipe.cuisines,
    restrictions: recipe.restrictions,
    appliances: recipe.appliances,
    keywords: recipe.keywords,
    ingredients: recipe.ingredients.map((text) => {
      const parsed =
        text.length <= MAX_PARSED_CHARS
          ? parseLine(text)
          : { qty: null, qtyMax: null, unit: null, name: null, comment: null };
      return {
        text,
        name: parsed.name,
        qty: parsed.qty,
        qtyMax: parsed.qtyMax,
        measurement: parsed.unit,
        comment: parsed.comment,
      };
    }),
    ingredientSections: recipe.ingredientSections,
    instructions: recipe.instructions,
    instructionSections: recipe.instructionSections,
  };
}
