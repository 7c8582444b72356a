import { z } from 'zod';

/**
 * A recipe read from a page and not saved yet (API.md, "Import and ingredient parsing"): the payload's
 * fields, each ingredient with its original text; anything the page lacks is null. The server may add
 * fields (sections, keywords); clients ignore them.
 */
export const RecipeDraftSchema = z.object({
  recipeDetails: z.object({
    name: z.string().nullable(),
    url: z.string().nullable(),
    img: z.string().nullable(),
    servings: z.number().int().nullable(),
    cookTime: z.number().int().nullable(),
    prepTime: z.number().int().nullable(),
    totalTime: z.number().int().nullable(),
  }),
  cuisines: z.array(z.string()),
  restrictions: z.array(z.string()),
  appliances: z.array(z.string()),
  ingredients: z.array(
    z.object({
      text: z.string(),
      name: z.string().nullable(),
      qty: z.number().nullable(),
      qtyMax: z.number().nullable(),
      measurement: z.string().nullable(),
      comment: z.string().nullable(),
    }),
  ),
  instructions: z.array(z.string()),
});
export type RecipeDraft = z.infer<typeof RecipeDraftSchema>;

/** Answer of POST /api/recipes/import and POST /api/userSuggestions/{id}/import. */
export const RecipeDraftReplySchema = z.object({ recipe: RecipeDraftSchema });
export type RecipeDraftReply = z.infer<typeof RecipeDraftReplySchema>;
