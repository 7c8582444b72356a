import type { RecipeListRow } from '#domain/recipe.ts';
import { apiSlice } from '../../../app/api-slice.ts';

/** Recipes by name for a line that includes one (GET /api/recipes?q=, inactive ones too are listed by the server's rules). */
const recipePickerApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    findRecipesByName: build.query<{ rows: RecipeListRow[]; count: number }, string>({
      query: (q) => ({ url: '/api/recipes', params: { q, page: 1 } }),
    }),
  }),
});

export const { useFindRecipesByNameQuery } = recipePickerApi;
