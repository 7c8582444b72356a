/** The recipes feature's public entry: one recipe, which the admin's edit page loads too. */
export { useGetRecipeQuery } from './recipes-api.ts';
/** A recipe's nutrition, and an admin's override of it (the admin's edit page). */
export { useGetNutritionQuery, useOverrideNutritionMutation, useResetNutritionMutation } from './know/know-api.ts';
/** Amounts in the reader's unit system and language (api/languages.md, "Units"), which the list shows too. */
export { amountView, isEnglish, useAmountView, type AmountView } from './units/use-amount-view.ts';
/** Cuisines, restrictions and appliances by their API key, in the active language. */
/** One recipe as a collection's print view prints it. */
export { PrintedRecipe } from './components/printed-recipe.tsx';
/** "Cook log": a recipe's, or the signed-in cook's own (the profile page). */
export { CookLogSection } from './cooked/cook-log-section.tsx';
