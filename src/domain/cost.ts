import { z } from 'zod';
import { FoodRefSchema } from './food.ts';
import { PriceSchema } from './price.ts';

/** The answers of cost (docs/api/know.md, "Cost"); the server computes them exactly (modules/prices). */

const MissingReasonSchema = z.enum(['no-price', 'no-food', 'no-weight', 'no-amount']);
export type MissingReason = z.output<typeof MissingReasonSchema>;

const FromSchema = z.array(z.object({ id: z.number().int(), name: z.string() }));

/** GET /api/recipes/{id}/cost. */
export const RecipeCostSchema = z.object({
  recipeId: z.number().int(),
  servings: z.number().int(),
  currency: z.string(),
  /** Every line with an amount is priced. */
  complete: z.boolean(),
  /** Null when not complete: a missing price never counts as 0. */
  total: z.number().nullable(),
  perServing: z.number().nullable(),
  /** The priced lines only (equal to total when complete). */
  partialTotal: z.number(),
  partialPerServing: z.number(),
  lines: z.array(
    z.object({
      text: z.string(),
      from: FromSchema,
      food: FoodRefSchema.nullable(),
      price: PriceSchema.nullable(),
      /** This line's cost, rounded to the cent for showing; null when not priced. */
      cost: z.number().nullable(),
    }),
  ),
  missing: z.array(z.object({ text: z.string(), from: FromSchema, reason: MissingReasonSchema })),
});
export type RecipeCost = z.output<typeof RecipeCostSchema>;

/** A shopping list's estimated total, over all its items, ticked or not. */
export const ListEstimateSchema = z.object({
  currency: z.string(),
  complete: z.boolean(),
  total: z.number().nullable(),
  partialTotal: z.number(),
  /** Items with an amount that could not be priced (no price, no food, no way to convert). */
  missing: z.array(z.object({ itemId: z.number().int(), name: z.string() })),
});
export type ListEstimate = z.output<typeof ListEstimateSchema>;
