import { z } from 'zod';

export const RETAILER_UNITS = [
  'CUPS',
  'TBSP',
  'TSP',
  'OUNCES',
  'POUNDS',
  'PINTS',
  'QUARTS',
  'GALLONS',
  'CLOVES',
  'STALKS',
  'BUNCHES',
  'SLICES',
  'PINCHES',
  'LEAVES',
  'COUNT',
] as const;
export type RetailerUnit = (typeof RETAILER_UNITS)[number];

export const RetailerIngredientSchema = z.object({
  name: z.string(),
  quantityList: z.array(z.object({ unit: z.enum(RETAILER_UNITS), amount: z.number() })),
});
export const RetailerListSchema = z.object({ ingredients: z.array(RetailerIngredientSchema) });
export type RetailerList = z.infer<typeof RetailerListSchema>;
