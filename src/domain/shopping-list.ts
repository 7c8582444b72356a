import { z } from 'zod';
import { IdSchema, PageSchema } from './common.ts';
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
