import { z } from 'zod';
import { ListLimits } from './constants.ts';
import { IdSchema, PageSchema } from './common.ts';
import { ListEstimateSchema } from './cost.ts';
import { ListIdentitySchema, ListSummarySchema } from './household-lists.ts';
import { PantryItemSchema } from './pantry.ts';
import { FullRecipeSchema, RecipeSummarySchema } from './recipe.ts';

/** The open shopping list. */
export const ShoppingListSchema = z.object({
  id: z.number().int(),
  recipes: z.array(FullRecipeSchema),
});
export type ShoppingList = z.infer<typeof ShoppingListSchema>;

/** A list in GET /api/user/me/allLists. Times are ISO 8601. */
export const ListHistoryItemSchema = ShoppingListSchema.extend({
  isCompleted: z.boolean(),
  updatedAt: z.string(),
  completedAt: z.string().nullable(),
});
export type ListHistoryItem = z.infer<typeof ListHistoryItemSchema>;

export const AllListsQuerySchema = z.object({
  page: PageSchema,
  completed: z.enum(['true', 'false'], { error: 'completed must be true or false' }).optional(),
});

/** Body of addRecipe, removeRecipe, setCompleted. */
export const IdBodySchema = z.object({ id: IdSchema });

/** Body of updateFavorites and updatedislikes. */
export const PreferenceActionSchema = z.object({
  action: z.enum(['add', 'remove'], { error: 'action must be add or remove' }),
  id: IdSchema,
});
export type PreferenceAction = z.infer<typeof PreferenceActionSchema>;

/** GET /api/user/me/dislikedIds: recipe ids only, newest first. */
export const RecipeIdsSchema = z.object({ ids: z.array(z.number().int()) });
export type RecipeIds = z.infer<typeof RecipeIdsSchema>;

export const RecipeSummaryListSchema = z.array(RecipeSummarySchema);
export const FullRecipeListSchema = z.array(FullRecipeSchema);

export { ListLimits } from './constants.ts';

export const ListAmountSchema = z.object({ qty: z.number().nullable(), unit: z.string().nullable() });

export const ListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  amounts: z.array(ListAmountSchema),
  checked: z.boolean(),
  category: z.string(),
  sources: z.array(z.object({ recipeId: z.number().int().nullable(), text: z.string() })),
  /**
   * The recipes' need of the food and what the pantry held when the item was reduced; null when not reduced.
   * Always sent; optional for lists completed before it existed.
   */
  pantry: z
    .object({ need: z.array(ListAmountSchema), have: z.array(ListAmountSchema) })
    .nullable()
    .optional(),
  /** Its amounts were put in the pantry (docs/api/kitchen-loop.md, "Ticked items to the pantry"). */
  inPantry: z.boolean().optional(),
});
export type ListItem = z.infer<typeof ListItemSchema>;

/** A list, open or as it was when completed. */
export const ItemListSchema = ListIdentitySchema.extend({
  id: z.number().int(),
  version: z.number().int(),
  completedAt: z.string().nullable(),
  recipes: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      img: z.string().nullable(),
      servings: z.number().int(),
      recipeServings: z.number().int(),
    }),
  ),
  items: z.array(ListItemSchema),
  members: z.array(z.object({ username: z.string() })),
  /** The estimated total from the household's prices (docs/api/know.md, "Cost"); lists completed before it have none. */
  estimate: ListEstimateSchema.optional(),
});
export type ItemList = z.infer<typeof ItemListSchema>;

const servingsSchema = z
  .number({ error: 'servings must be a whole number' })
  .int('servings must be a whole number')
  .min(1, 'servings must be 1 or more')
  .max(ListLimits.maxServings, `servings must be at most ${ListLimits.maxServings}`);

export const AddListRecipesBodySchema = z.object({
  recipes: z
    .array(z.object({ id: IdSchema, servings: servingsSchema.optional() }), { error: 'recipes must be a list' })
    .min(1, 'recipes must name at least one recipe')
    .max(ListLimits.maxRecipesPerRequest, `recipes has at most ${ListLimits.maxRecipesPerRequest} entries`),
});
export type AddListRecipesBody = z.infer<typeof AddListRecipesBodySchema>;

export const ListServingsBodySchema = z.object({ servings: servingsSchema });

export const TypedItemBodySchema = z.object({
  text: z
    .string({ error: 'text must be text' })
    .trim()
    .min(1, 'text is required')
    .max(ListLimits.maxTextLength, `text must be at most ${ListLimits.maxTextLength} characters`),
});

export const CheckedBodySchema = z.object({ checked: z.boolean({ error: 'checked must be true or false' }) });

/** POST /api/lists/{listId}/items/{itemId}/move: both lists after the move. */
export const MoveItemAnswerSchema = z.object({ from: ItemListSchema, to: ItemListSchema });
export type MoveItemAnswer = z.infer<typeof MoveItemAnswerSchema>;

/** POST /api/lists/{listId}/items/{itemId}/to-pantry: the list, and the pantry items the amounts went to. */
export const ToPantryAnswerSchema = z.object({ list: ItemListSchema, pantry: z.array(PantryItemSchema) });
export type ToPantryAnswer = z.infer<typeof ToPantryAnswerSchema>;

/** GET /api/lists: the household's lists, the default first, then by name. */
export const ListSummaryPageSchema = z.object({ rows: z.array(ListSummarySchema), count: z.number().int() });
export type ListSummaryPage = z.infer<typeof ListSummaryPageSchema>;
