import { z } from 'zod';

/** Bounds of POST /api/ingredients/parse. */
export const IngredientParseLimits = { maxLines: 200, maxLineLength: 1000 } as const;

export const ParseIngredientsInputSchema = z.object({
  lines: z
    .array(
      z
        .string({ error: 'each line must be text' })
        .max(
          IngredientParseLimits.maxLineLength,
          `a line may be at most ${IngredientParseLimits.maxLineLength} characters`,
        ),
      { error: 'lines must be a list of text lines' },
    )
    .max(IngredientParseLimits.maxLines, `send at most ${IngredientParseLimits.maxLines} lines at a time`),
});

export const ParsedIngredientSchema = z.object({
  text: z.string(),
  qty: z.number().nullable(),
  qtyMax: z.number().nullable(),
  unit: z.string().nullable(),
  name: z.string().nullable(),
  comment: z.string().nullable(),
});

/** One line read as amount, unit, food and the rest (API.md, "Parsing"). */
export type ParsedIngredient = z.output<typeof ParsedIngredientSchema>;

export const ParseIngredientsResultSchema = z.object({ ingredients: z.array(ParsedIngredientSchema) });
