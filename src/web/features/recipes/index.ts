/** The recipes feature's public entry: one recipe, which the admin's edit page loads too. */
export { useGetRecipeQuery } from './recipes-api.ts';
