import { z } from 'zod';

const SectionSchema = z.object({ title: z.string(), start: z.number().int() });

/**
 * A recipe read from a page and not saved yet (API.md, "Import and ingredient parsing" and "Recipe fields
 * for imported recipes"): the payload's fields, each ingredient with its original text, the sections, and
 * null for whatever the page lacks.
 */
export const RecipeDraftSchema = z.object({
  recipeDetails: z.object({
    name: z.string(),
    url: z.string(),
    img: z.string().nullable(),
    servings: z.number().int().nullable(),
    cookTime: z.number().int().nullable(),
    prepTime: z.number().int().nullable(),
    totalTime: z.number().int().nullable(),
    description: z.string().nullable(),
    yieldText: z.string().nullable(),
  }),
  cuisines: z.array(z.string()),
  restrictions: z.array(z.string()),
  appliances: z.array(z.string()),
  keywords: z.array(z.string()),
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
  ingredientSections: z.array(SectionSchema),
  instructions: z.array(z.string()),
  instructionSections: z.array(SectionSchema),
});
export type RecipeDraft = z.infer<typeof RecipeDraftSchema>;

/** Answer of POST /api/recipes/import and POST /api/userSuggestions/{id}/import. */
export const RecipeDraftReplySchema = z.object({ recipe: RecipeDraftSchema });
export type RecipeDraftReply = z.infer<typeof RecipeDraftReplySchema>;
