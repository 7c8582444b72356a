import type { FastifyBaseLogger } from 'fastify';
import { parseIngredient } from '#domain/ingredient-parse.ts';
import type { AppConfig } from './config.ts';
import type { Db } from './db/client.ts';
import { pingDatabase } from './modules/health/index.ts';
import { createIngredientService } from './modules/ingredients/index.ts';
import { createPreferenceService } from './modules/preferences/index.ts';
import { createRecipeImportService } from './modules/recipe-import/index.ts';
import { createRecipeService } from './modules/recipes/index.ts';
import { createMigrationService } from './modules/recipe-migration/index.ts';
import { createSessionService } from './modules/sessions/index.ts';
import { createShoppingListService } from './modules/shopping-lists/index.ts';
import { createStoreService } from './modules/stores/index.ts';
import { createSuggestionService } from './modules/suggestions/index.ts';
import {
  createAccountLookupLimit,
  createLoginThrottle,
  createRateLimiter,
  createUserService,
} from './modules/users/index.ts';
import { createMapsProvider } from './providers/maps/create-maps-provider.ts';

/**
 * Every service of the app, built once per app by buildApp and handed to the route plugins that use it.
 * Routes never build a service, so state (caches, throttles) is one per app, however plugins are registered.
 */
export function buildServices({ db, config, log }: { db: Db; config: AppConfig; log: FastifyBaseLogger }) {
  const sessions = createSessionService(db, config.tokenTtlHours);
  const limiter = createRateLimiter(db);
  const suggestions = createSuggestionService(db);
  return {
    sessions,
    pingDatabase: () => pingDatabase(db),
    users: createUserService(db, sessions),
    loginThrottle: createLoginThrottle(limiter, config.rateLimits.login),
    accountLookups: createAccountLookupLimit(limiter, config.rateLimits.userExists),
    preferences: createPreferenceService(db),
    shoppingLists: createShoppingListService(db),
    recipes: createRecipeService(db),
    suggestions,
    recipeImport: createRecipeImportService({
      ...config.import,
      parseLine: parseIngredient,
      suggestionUrl: async (id) => (await suggestions.get(id)).url,
    }),
    ingredients: createIngredientService(),
    migrations: createMigrationService({ db, log, parseLine: parseIngredient }),
    stores: createStoreService({
      provider: createMapsProvider(config.maps, log),
      cacheTtlSeconds: config.maps.cacheTtlSeconds,
    }),
  };
}

export type AppServices = ReturnType<typeof buildServices>;
