import { z } from 'zod';
import { IdSchema, PageSchema } from './common.ts';
import { RecipeListQuerySchema, RecipeSummarySchema } from './recipe.ts';

/** Limits of collections (docs/api/doors.md, "Collections"). */
export const CollectionLimits = {
  maxNameLength: 100,
  maxDescriptionLength: 1000,
  maxSectionLength: 80,
  maxEntries: 500,
  maxCollections: 200,
} as const;
const L = CollectionLimits;

/** A smart collection's saved filter: the names and meanings of GET /api/recipes's filters. */
const FilterFieldsSchema = RecipeListQuerySchema.pick({
  q: true,
  cuisine: true,
  restriction: true,
  appliance: true,
  cookTime: true,
});
const FILTER_NAMES = new Set(Object.keys(FilterFieldsSchema.shape));

/** The filter as a body gives it: any other name is refused by name (`filter.<name>`). */
export const CollectionFilterSchema = z
  .record(z.string(), z.unknown(), { error: 'filter must be an object' })
  .superRefine((value, ctx) => {
    for (const name of Object.keys(value)) {
      if (!FILTER_NAMES.has(name)) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `${name} is not a recipe filter (q, cuisine, restriction, appliance, cookTime)`,
        });
      }
    }
  })
  .pipe(FilterFieldsSchema);
export type CollectionFilter = z.infer<typeof FilterFieldsSchema>;

const NameSchema = z
  .string({ error: 'name is required' })
  .trim()
  .min(1, 'name is required')
  .max(L.maxNameLength, `name must be at most ${L.maxNameLength} characters`);
const DescriptionSchema = z
  .string({ error: 'description must be text' })
  .trim()
  .max(L.maxDescriptionLength, `description must be at most ${L.maxDescriptionLength} characters`)
  .nullable();
const SectionSchema = z
  .string({ error: 'section must be text' })
  .trim()
  .min(1, 'section must be 1 character or more')
  .max(L.maxSectionLength, `section must be at most ${L.maxSectionLength} characters`)
  .nullable()
  .optional();

/** Body of POST /api/collections: a filter makes it smart. */
export const CreateCollectionInputSchema = z.object({
  name: NameSchema,
  description: DescriptionSchema.optional(),
  filter: CollectionFilterSchema.optional(),
});
export type CreateCollectionInput = z.infer<typeof CreateCollectionInputSchema>;

/** Body of PATCH /api/collections/{id}. */
export const UpdateCollectionInputSchema = z.object({
  name: NameSchema.optional(),
  description: DescriptionSchema.optional(),
  filter: CollectionFilterSchema.optional(),
});
export type UpdateCollectionInput = z.infer<typeof UpdateCollectionInputSchema>;

/** One entry of a manual collection. */
export const CollectionEntryInputSchema = z.object({ recipeId: IdSchema, section: SectionSchema });
export type CollectionEntryInput = z.infer<typeof CollectionEntryInputSchema>;

/** Body of PUT /api/collections/{id}/entries: the whole order, no recipe twice. */
export const SetEntriesInputSchema = z.object({
  entries: z
    .array(CollectionEntryInputSchema, { error: 'entries must be a list' })
    .max(L.maxEntries, `entries must hold at most ${L.maxEntries} recipes`)
    .refine((list) => new Set(list.map((e) => e.recipeId)).size === list.length, 'entries holds a recipe twice'),
});

export const COLLECTION_SORTS = ['position', 'name', 'ascending', 'descending', 'newest'] as const;
export type CollectionSort = (typeof COLLECTION_SORTS)[number];

/** Query of GET /api/collections/{id}/recipes. */
export const CollectionRecipesQuerySchema = z.object({
  page: PageSchema,
  sort: z.enum(COLLECTION_SORTS, { error: `sort must be one of: ${COLLECTION_SORTS.join(', ')}` }).optional(),
});

export const CollectionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  kind: z.enum(['manual', 'smart']),
  filter: FilterFieldsSchema.nullable(),
  recipeCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Collection = z.infer<typeof CollectionSchema>;

/** A row of a collection's recipes: the summary and the entry's section (null in smart collections). */
export const CollectionRecipeSchema = RecipeSummarySchema.extend({ section: z.string().nullable() });
export type CollectionRecipe = z.infer<typeof CollectionRecipeSchema>;
