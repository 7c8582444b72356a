import { z } from 'zod';

const SectionSchema = z.object({ title: z.string(), start: z.number().int() });

/** API.md "draft": a recipe payload not saved yet, each ingredient with its original text. */
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

export type { LineParser, ParsedLine } from '#domain/recipe-lines.ts';
