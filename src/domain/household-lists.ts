import { z } from 'zod';
import { IdParamSchema, IdSchema } from './common.ts';
import { isCalendarDate } from './plan-dates.ts';
import { HouseholdListLimits } from './constants.ts';
import { PantryLimits } from './pantry.ts';

export { DEFAULT_LIST_NAME, HouseholdListLimits } from './constants.ts';

/** A store from the map (`GET /api/stores/nearby`): `osm:node/123`, `osm:way/…`, `osm:relation/…`. */
const PLACE_ID = /^osm:(node|way|relation)\/\d{1,20}$/;

export const ListStoreSchema = z.object({ placeId: z.string(), name: z.string() });
export type ListStore = z.output<typeof ListStoreSchema>;

/** What every list payload adds to the item list: which of the household's lists it is. */
export const ListIdentitySchema = z.object({
  listId: z.number().int(),
  name: z.string(),
  isDefault: z.boolean(),
  store: ListStoreSchema.nullable(),
});

export const ListSummarySchema = ListIdentitySchema.extend({
  version: z.number().int(),
  itemCount: z.number().int(),
  uncheckedCount: z.number().int(),
});
export type ListSummary = z.output<typeof ListSummarySchema>;

const nameSchema = z
  .string({ error: 'name must be text' })
  .trim()
  .min(1, 'name is required')
  .max(HouseholdListLimits.maxNameLength, `name must be at most ${HouseholdListLimits.maxNameLength} characters`);

/** A store as sent: its place id alone, or with the name shown; null unbinds. */
const storeSchema = z
  .union(
    [
      z.string(),
      z.object({
        placeId: z.string({ error: 'store.placeId must be text' }),
        name: z.string().trim().max(HouseholdListLimits.maxStoreNameLength).optional(),
      }),
    ],
    { error: 'store must be a place id such as osm:node/123' },
  )
  .transform((value) =>
    typeof value === 'string' ? { placeId: value.trim() } : { ...value, placeId: value.placeId.trim() },
  )
  .refine((value) => PLACE_ID.test(value.placeId), { message: 'store must be a place id such as osm:node/123' })
  .nullable();

export const NewListBodySchema = z.object({ name: nameSchema, store: storeSchema.optional() });
export type NewListBody = z.output<typeof NewListBodySchema>;

export const ListChangeBodySchema = z.object({
  name: nameSchema.optional(),
  isDefault: z.literal(true, { error: 'isDefault can only be true' }).optional(),
  store: storeSchema.optional(),
});
export type ListChangeBody = z.output<typeof ListChangeBodySchema>;

export const ListsQuerySchema = z.object({
  store: z.string().trim().max(HouseholdListLimits.maxStoreNameLength).optional(),
});

/** `{listId}` in a path: a list's id, or `current` for the household's default list. */
export const ListRefSchema = z.union([z.literal('current'), IdParamSchema]);
export type ListRef = z.output<typeof ListRefSchema>;
export const ListParamsSchema = z.object({ listId: ListRefSchema });
export const ListItemParamsSchema = z.object({ listId: ListRefSchema, itemId: IdParamSchema });
export const ListRecipeParamsSchema = z.object({ listId: ListRefSchema, id: IdParamSchema });

export const MoveItemBodySchema = z.object({ toListId: IdSchema });

/** POST …/items/{itemId}/to-pantry. */
export const ToPantryBodySchema = z.object({
  location: z
    .string({ error: 'location must be text' })
    .trim()
    .min(1, 'location is required')
    .max(PantryLimits.maxLocationNameLength)
    .optional(),
  bestBefore: z
    .string({ error: 'bestBefore must be a date' })
    .refine(isCalendarDate, 'bestBefore must be a date (YYYY-MM-DD)')
    .nullable()
    .optional(),
});
export type ToPantryBody = z.output<typeof ToPantryBodySchema>;

export const HouseholdSettingsSchema = z.object({ tickedToPantry: z.boolean() });
export type HouseholdSettings = z.output<typeof HouseholdSettingsSchema>;
export const HouseholdSettingsBodySchema = z.object({
  tickedToPantry: z.boolean({ error: 'tickedToPantry must be true or false' }),
});
