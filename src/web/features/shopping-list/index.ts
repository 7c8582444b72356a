/** The shopping-list feature's public entry: adding a recipe, which the recipe pages offer. */
export { addRecipeToList } from './shopping-list-slice.ts';
