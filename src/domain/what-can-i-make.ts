import { z } from 'zod';
import { queryInteger } from './common.ts';

/** "What can I make" (docs/api/kitchen-loop.md): limits, request and answer shapes, the pure needs code is in recipe-needs.ts. */
export const MakeLimits = { maxServings: 100, maxMissing: 20 } as const;

const servingsMessage = `servings must be a whole number from 1 to ${MakeLimits.maxServings}`;
export const RecipePantryQuerySchema = z.object({
  servings: queryInteger(servingsMessage)
    .pipe(z.number().int(servingsMessage).min(1, servingsMessage).max(MakeLimits.maxServings, servingsMessage))
    .optional(),
});

const missingMessage = `missingMax must be a whole number from 0 to ${MakeLimits.maxMissing}`;
/** The list's `missingMax` filter (`cookNow=true` is `missingMax=0`). */
export const MissingMaxSchema = queryInteger(missingMessage)
  .pipe(z.number().int(missingMessage).min(0, missingMessage).max(MakeLimits.maxMissing, missingMessage))
  .optional();
export const CookNowSchema = z.enum(['true', 'false'], { error: 'cookNow must be true or false' }).optional();

const AmountSchema = z.object({ qty: z.number().nullable(), unit: z.string().nullable() });
export const RecipePantryLineSchema = z.object({
  name: z.string(),
  need: z.array(AmountSchema),
  have: z.array(AmountSchema),
  short: z.array(AmountSchema).nullable(),
  staple: z.boolean(),
});
export const RecipePantrySchema = z.object({
  servings: z.number().int(),
  missing: z.number().int(),
  lines: z.array(RecipePantryLineSchema),
});
export type RecipePantry = z.infer<typeof RecipePantrySchema>;
