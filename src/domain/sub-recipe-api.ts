import { z } from 'zod';
import { queryInteger } from './common.ts';

/** Query of GET /api/recipes/{id}/ingredients (docs/api/know.md, "Sub-recipes"). */
export const IngredientsQuerySchema = z.object({
  servings: queryInteger('servings must be a whole number from 1 to 1000')
    .pipe(
      z
        .number()
        .int('servings must be a whole number from 1 to 1000')
        .min(1, 'servings must be a whole number from 1 to 1000')
        .max(1000, 'servings must be a whole number from 1 to 1000'),
    )
    .optional(),
});

/** A line that is not a recipe, after expansion: `from` is its chain of sub-recipes, outermost first. */
export const ExpandedLineSchema = z.object({
  text: z.string(),
  qty: z.number().nullable(),
  qtyMax: z.number().nullable(),
  unit: z.string().nullable(),
  name: z.string(),
  from: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

export const ExpandedIngredientsSchema = z.object({
  recipeId: z.number().int(),
  servings: z.number().int(),
  lines: z.array(ExpandedLineSchema),
});
export type ExpandedIngredients = z.infer<typeof ExpandedIngredientsSchema>;
