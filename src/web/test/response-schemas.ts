import { z } from 'zod';
import { ErrorBodySchema, pagedSchema } from '#domain/common.ts';
import { AuthConfigSchema, OidcExchangeResultSchema } from '#domain/auth-config.ts';
import { BackupInfoSchema, BackupStatusSchema } from '#domain/backup.ts';
import { FileImportReplySchema, ImportEnginesSchema, TextImportReplySchema } from '#domain/bring-in.ts';
import { BulkJobDetailSchema, BulkJobSchema } from '#domain/bulk-import.ts';
import { CollectionRecipeSchema, CollectionSchema } from '#domain/collection.ts';
import { MapConfigSchema } from '#domain/geo.ts';
import {
  CalendarAddressSchema,
  FillResultSchema,
  PlanEntrySchema,
  PlanWeekSchema,
  ToListResultSchema,
} from '#domain/meal-plan.ts';
import { LanguageListSchema, UserSettingsSchema } from '#domain/languages.ts';
import { InviteSchema } from '#domain/list-sharing.ts';
import { MigrationDetailSchema, MigrationSchema } from '#domain/recipe-migration.ts';
import { ChefsChoiceResultSchema, FullRecipeSchema, RecipeListRowSchema } from '#domain/recipe.ts';
import { RetailerListSchema } from '#domain/retailer.ts';
import { CreatedShareSchema, ShareSchema } from '#domain/share.ts';
import { RecipeDraftReplySchema } from '#domain/recipe-draft.ts';
import { ParseIngredientsResultSchema } from '#domain/ingredient-parse-api.ts';
import {
  FullRecipeListSchema,
  ItemListSchema,
  ListHistoryItemSchema,
  ListSummaryPageSchema,
  MoveItemAnswerSchema,
  RecipeIdsSchema,
  RecipeSummaryListSchema,
  ShoppingListSchema,
  ToPantryAnswerSchema,
} from '#domain/shopping-list.ts';
import { HouseholdSettingsSchema } from '#domain/household-lists.ts';
import { AutocompleteResultSchema, LatLngSchema, NearbyResultSchema } from '#domain/store.ts';
import { SuggestionSchema } from '#domain/suggestion.ts';
import { LoginResultSchema, MeSchema, UserExistsResultSchema, UserSchema } from '#domain/user.ts';
import {
  NotificationSettingsSchema,
  NotificationTestResultSchema,
  VapidPublicKeySchema,
} from '#domain/notification.ts';
import { CreatedEndpointSchema, DeliverySchema, EndpointSchema, SecretSchema } from '#domain/webhook.ts';
import { FoodMatchSchema, FoodSchema } from '#domain/food.ts';
import { RecipeCostSchema } from '#domain/cost.ts';
import { NutritionSchema } from '#domain/nutrition.ts';
import { PriceSchema } from '#domain/price.ts';
import { PantryItemSchema, PantryLocationSchema } from '#domain/pantry.ts';
import { CookEntrySchema, CookedAnswerSchema, RatingAnswerSchema } from '#domain/cook-log.ts';
import { ExpandedIngredientsSchema } from '#domain/sub-recipe-api.ts';

/** No body: the route answers 204. */
const NoContent = z.undefined();

/** The same routes under /api/admin/webhooks and /api/household/webhooks (src/server/modules/webhooks/routes.ts). */
const webhookRoutes = (base: string): ReadonlyArray<readonly [string, z.ZodType]> => [
  [`GET ${base}`, pagedSchema(EndpointSchema)],
  [`POST ${base}`, CreatedEndpointSchema],
  [`POST ${base}/:id/rotate-secret`, SecretSchema],
  [`POST ${base}/:id/test`, z.null()],
  [`GET ${base}/:id/deliveries`, pagedSchema(DeliverySchema)],
  [`POST ${base}/:id/deliveries/:deliveryId/replay`, z.null()],
  [`GET ${base}/:id`, EndpointSchema],
  [`PATCH ${base}/:id`, EndpointSchema],
  [`DELETE ${base}/:id`, NoContent],
];

/**
 * What the server answers on success, route by route, with the domain schemas its routes declare
 * (src/server/modules/* /routes.ts). More specific paths come before ':param' ones.
 */
export const RESPONSE_SCHEMAS: ReadonlyArray<readonly [route: string, schema: z.ZodType]> = [
  ['GET /api/languages', LanguageListSchema],
  ['GET /api/user/me/settings', UserSettingsSchema],
  ['PATCH /api/user/me/settings', UserSettingsSchema],
  ['GET /api/user/me', MeSchema],
  ['POST /api/user/login', LoginResultSchema],
  ['GET /api/auth/config', AuthConfigSchema],
  ['POST /api/auth/oidc/exchange', OidcExchangeResultSchema],
  ['POST /api/user/logout', NoContent],
  ['POST /api/user/signup', UserSchema],
  ['PUT /api/user/editMe', UserSchema],
  ['POST /api/user/userExists/:prop', UserExistsResultSchema],
  ['GET /api/user/all', pagedSchema(UserSchema)],
  ['GET /api/user/me/favoritedrecipes', FullRecipeListSchema],
  ['GET /api/user/me/dislikedrecipes', FullRecipeListSchema],
  ['GET /api/user/me/dislikedIds', RecipeIdsSchema],
  ['PUT /api/user/me/updateFavorites', RecipeSummaryListSchema],
  ['PUT /api/user/me/updatedislikes', RecipeSummaryListSchema],
  ['GET /api/user/me/currentList', ShoppingListSchema],
  ['GET /api/user/me/allLists', pagedSchema(ListHistoryItemSchema)],
  ['PUT /api/user/me/addRecipe', ShoppingListSchema],
  ['PUT /api/user/me/removeRecipe', ShoppingListSchema],
  ['PUT /api/user/me/setCompleted', ListHistoryItemSchema],
  ['POST /api/amazon/convertshoppinglist', RetailerListSchema],
  ['GET /api/lists/current', ItemListSchema],
  ['GET /api/lists/history', pagedSchema(ItemListSchema)],
  ['POST /api/lists/current/recipes', ItemListSchema],
  ['PATCH /api/lists/current/recipes/:id', ItemListSchema],
  ['DELETE /api/lists/current/recipes/:id', ItemListSchema],
  ['POST /api/lists/current/items', ItemListSchema],
  ['PATCH /api/lists/current/items/:id', ItemListSchema],
  ['DELETE /api/lists/current/items/:id', ItemListSchema],
  ['POST /api/lists/current/complete', ItemListSchema],
  ['POST /api/lists/current/invite', InviteSchema],
  ['POST /api/lists/join', ItemListSchema],
  ['DELETE /api/lists/current/members/:username', ItemListSchema],
  // Several lists (docs/api/kitchen-loop.md): every list path per list, `current` being the default's.
  ['GET /api/lists', ListSummaryPageSchema],
  ['POST /api/lists', ItemListSchema],
  ['GET /api/household/settings', HouseholdSettingsSchema],
  ['PATCH /api/household/settings', HouseholdSettingsSchema],
  ['POST /api/lists/:listId/items/:id/move', MoveItemAnswerSchema],
  ['POST /api/lists/:listId/items/:id/to-pantry', ToPantryAnswerSchema],
  ['POST /api/lists/:listId/recipes', ItemListSchema],
  ['PATCH /api/lists/:listId/recipes/:id', ItemListSchema],
  ['DELETE /api/lists/:listId/recipes/:id', ItemListSchema],
  ['POST /api/lists/:listId/items', ItemListSchema],
  ['PATCH /api/lists/:listId/items/:id', ItemListSchema],
  ['DELETE /api/lists/:listId/items/:id', ItemListSchema],
  ['POST /api/lists/:listId/complete', ItemListSchema],
  ['GET /api/lists/:listId', ItemListSchema],
  ['PATCH /api/lists/:listId', ItemListSchema],
  ['DELETE /api/lists/:listId', NoContent],
  ['GET /api/recipes', pagedSchema(RecipeListRowSchema)],
  ['GET /api/recipes/of-the-day', FullRecipeSchema],
  ['POST /api/recipes/chefs-choice', ChefsChoiceResultSchema],
  ['POST /api/recipes/add-recipe', FullRecipeSchema],
  ['POST /api/recipes/import', RecipeDraftReplySchema],
  ['POST /api/recipes/import/text', TextImportReplySchema],
  ['POST /api/recipes/import/file', FileImportReplySchema],
  ['GET /api/recipes/import/engines', ImportEnginesSchema],
  ['GET /api/recipes/import/bookmarklet', z.object({ code: z.string() })],
  ['GET /api/recipes/import/handoff/:id', TextImportReplySchema],
  ['POST /api/recipes/import/bulk', BulkJobSchema],
  ['GET /api/recipes/import/bulk', z.array(BulkJobSchema)],
  ['GET /api/recipes/import/bulk/:id', BulkJobDetailSchema],
  ['DELETE /api/recipes/import/bulk/:id', z.null()],
  ['POST /api/ingredients/parse', ParseIngredientsResultSchema],
  ['POST /api/userSuggestions/:id/import', RecipeDraftReplySchema],
  ['GET /api/recipes/:id/nutrition', NutritionSchema],
  ['PUT /api/recipes/:id/nutrition', NutritionSchema],
  ['DELETE /api/recipes/:id/nutrition', NoContent],
  ['GET /api/recipes/:id/cost', RecipeCostSchema],
  ['GET /api/recipes/:id/ingredients', ExpandedIngredientsSchema],
  ['GET /api/recipes/:id', FullRecipeSchema],
  ['PUT /api/recipes/:id', FullRecipeSchema],
  ['GET /api/userSuggestions', pagedSchema(SuggestionSchema)],
  ['POST /api/userSuggestions', SuggestionSchema],
  ['GET /api/userSuggestions/me', pagedSchema(SuggestionSchema)],
  ['GET /api/userSuggestions/:id', SuggestionSchema],
  ['PUT /api/userSuggestions/:id', SuggestionSchema],
  ['DELETE /api/userSuggestions/:id', NoContent],
  ['GET /api/stores/nearby', NearbyResultSchema],
  ['GET /api/places/autocomplete', AutocompleteResultSchema],
  ['GET /api/places/geocode', LatLngSchema],
  ['GET /api/maps/config', MapConfigSchema],
  ['GET /api/user/me/export', z.looseObject({ exportedAt: z.string() })],
  ['GET /api/admin/backups/status', BackupStatusSchema],
  ['GET /api/admin/backups', z.array(BackupInfoSchema)],
  ['POST /api/admin/backups', BackupInfoSchema],
  ['DELETE /api/admin/backups/:name', NoContent],
  ['GET /api/plan', PlanWeekSchema],
  ['POST /api/plan/entries', PlanEntrySchema],
  ['PATCH /api/plan/entries/:id', PlanEntrySchema],
  ['DELETE /api/plan/entries/:id', NoContent],
  ['POST /api/plan/fill', FillResultSchema],
  ['POST /api/plan/to-list', ToListResultSchema],
  ['GET /api/plan/calendar', CalendarAddressSchema],
  ['POST /api/plan/calendar/reset', CalendarAddressSchema],
  ['POST /api/admin/migrations', MigrationSchema],
  ['GET /api/admin/migrations', z.array(MigrationSchema)],
  ['GET /api/admin/migrations/:id', MigrationDetailSchema],
  ['DELETE /api/admin/migrations/:id', z.null()],
  ['POST /api/shares', CreatedShareSchema],
  ['GET /api/shares', pagedSchema(ShareSchema)],
  ['DELETE /api/shares/:id', NoContent],
  ['POST /api/collections', CollectionSchema],
  ['GET /api/collections', pagedSchema(CollectionSchema)],
  ['GET /api/collections/:id/recipes', pagedSchema(CollectionRecipeSchema)],
  ['PUT /api/collections/:id/entries', CollectionSchema],
  ['POST /api/collections/:id/entries', CollectionSchema],
  ['DELETE /api/collections/:id/entries/:recipeId', CollectionSchema],
  ['GET /api/collections/:id', CollectionSchema],
  ['PATCH /api/collections/:id', CollectionSchema],
  ['DELETE /api/collections/:id', NoContent],
  ...webhookRoutes('/api/admin/webhooks'),
  ...webhookRoutes('/api/household/webhooks'),
  ['GET /api/foods', pagedSchema(FoodSchema)],
  ['GET /api/foods/:id', FoodSchema],
  ['GET /api/admin/food-matches', pagedSchema(FoodMatchSchema)],
  ['PUT /api/admin/food-matches', FoodMatchSchema],
  ['DELETE /api/admin/food-matches/:name', NoContent],
  ['POST /api/recipes/:id/cooked', CookedAnswerSchema],
  ['GET /api/recipes/:id/cooklog', pagedSchema(CookEntrySchema)],
  ['GET /api/user/me/cooklog', pagedSchema(CookEntrySchema)],
  ['PATCH /api/cooklog/:id', CookEntrySchema],
  ['DELETE /api/cooklog/:id', NoContent],
  ['PUT /api/cooklog/:id/photo', CookEntrySchema],
  ['PUT /api/recipes/:id/rating', RatingAnswerSchema],
  ['GET /api/pantry', pagedSchema(PantryItemSchema)],
  ['POST /api/pantry', PantryItemSchema],
  ['GET /api/pantry/locations', pagedSchema(PantryLocationSchema)],
  ['POST /api/pantry/locations', PantryLocationSchema],
  ['DELETE /api/pantry/locations/:id', NoContent],
  ['PATCH /api/pantry/:id', PantryItemSchema],
  ['DELETE /api/pantry/:id', NoContent],
  ['GET /api/prices', pagedSchema(PriceSchema)],
  ['POST /api/prices', PriceSchema],
  ['GET /api/prices/:id', PriceSchema],
  ['PATCH /api/prices/:id', PriceSchema],
  ['DELETE /api/prices/:id', NoContent],
  ['GET /api/user/me/notifications', NotificationSettingsSchema],
  ['PUT /api/user/me/notifications', NotificationSettingsSchema],
  ['POST /api/user/me/notifications/test', NotificationTestResultSchema],
  ['GET /api/push/vapid-public-key', VapidPublicKeySchema],
  ['POST /api/user/me/push-subscriptions', NotificationSettingsSchema],
  ['DELETE /api/user/me/push-subscriptions', NoContent],
];

function matches(route: string, method: string, path: string): boolean {
  const [routeMethod, routePath] = route.split(' ');
  if (routeMethod !== method) return false;
  const want = routePath.split('/');
  const got = path.split('/');
  return want.length === got.length && want.every((part, i) => part.startsWith(':') || part === got[i]);
}

/**
 * Throws when `body` is not what the server could answer for this request and status: a fake that
 * answers a body the server never sends fails the test that uses it.
 */
export function assertServerCouldAnswer(method: string, path: string, status: number, body: unknown): void {
  const entry = RESPONSE_SCHEMAS.find(([route]) => matches(route, method, path));
  if (!entry) throw new Error(`fake answer for ${method} ${path}: the server has no such route`);
  // Error answers carry their stable code (ErrorBodySchema): the web branches on it, never on the text.
  const schema = status >= 400 ? ErrorBodySchema : entry[1];
  const result = schema.safeParse(body);
  if (!result.success) {
    const issues = result.error.issues.map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`).join('; ');
    throw new Error(`fake answer for ${method} ${path} (${status}) is not a body the server sends: ${issues}`);
  }
}
