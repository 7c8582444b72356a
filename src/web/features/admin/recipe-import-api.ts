import type { ParsedIngredient } from '#domain/ingredient-parse-api.ts';
import type { RecipeDraft, RecipeDraftReply } from '#domain/recipe-draft.ts';
import type { Suggestion } from '#domain/suggestion.ts';
import { apiSlice } from '../../app/api-slice.ts';

/** One line as POST /api/ingredients/parse reads it. */
export type ParsedIngredientLine = ParsedIngredient;

/** What an admin writes when an imported suggestion is saved: the answer the suggester reads. */
export const importedResponse = (recipeUrl: string) => `Thank you! We added this recipe: ${recipeUrl}`;

/**
 * Import from a link, ingredient parsing as the admin types, and approving the suggestion a recipe came
 * from. Import and parse change nothing on the server; approving refreshes the suggestion lists.
 */
export const recipeImportApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    importRecipe: build.mutation<RecipeDraft, string>({
      query: (url) => ({ url: '/api/recipes/import', method: 'POST', body: { url: url.trim() } }),
      transformResponse: (reply: RecipeDraftReply) => reply.recipe,
    }),
    importSuggestion: build.mutation<RecipeDraft, string>({
      query: (id) => ({ url: `/api/userSuggestions/${encodeURIComponent(id)}/import`, method: 'POST' }),
      transformResponse: (reply: RecipeDraftReply) => reply.recipe,
    }),
    // A query although it POSTs: parsing is read-only, and the cache answers a line typed again at once.
    parseIngredientLine: build.query<ParsedIngredientLine | null, string>({
      query: (line) => ({ url: '/api/ingredients/parse', method: 'POST', body: { lines: [line] } }),
      transformResponse: (reply: { ingredients: ParsedIngredientLine[] }) => reply.ingredients[0] ?? null,
    }),
    approveSuggestion: build.mutation<Suggestion, { id: string; adminResponse: string }>({
      query: ({ id, adminResponse }) => ({
        url: `/api/userSuggestions/${encodeURIComponent(id)}`,
        method: 'PUT',
        body: { status: 'Approved', adminResponse },
      }),
      invalidatesTags: (_result, error, { id }) =>
        error
          ? []
          : [
              { type: 'Suggestion', id: 'LIST' },
              { type: 'Suggestion', id: 'MINE' },
              { type: 'Suggestion', id: Number(id) },
            ],
    }),
  }),
});

export const {
  useImportRecipeMutation,
  useImportSuggestionMutation,
  useParseIngredientLineQuery,
  useApproveSuggestionMutation,
} = recipeImportApi;
