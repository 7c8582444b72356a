import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { parseIngredient } from '#domain/ingredient-parse.ts';
import type { AppConfig } from './config.ts';
import { findProjectRoot } from './project-root.ts';
import type { Db } from './db/client.ts';
import { createBackupService } from './modules/backups/index.ts';
import { createBulkImportService } from './modules/bulk-import/index.ts';
import { createCollectionService } from './modules/collections/index.ts';
import { createShareService } from './modules/shares/index.ts';
import type { Notifications } from './db/notifications.ts';
import { pingDatabase } from './modules/health/index.ts';
import { createHouseholdService, createSharingService } from './modules/households/index.ts';
import { createIngredientService } from './modules/ingredients/index.ts';
import { readCatalogs } from './modules/languages/index.ts';
import { createPersonalExportService } from './modules/personal-export/index.ts';
import { createMealPlanService } from './modules/meal-plan/index.ts';
import { createPreferenceService } from './modules/preferences/index.ts';
import { createFileImport, createHandoffService, createRecipeImportService } from './modules/recipe-import/index.ts';
import { createRecipeService } from './modules/recipes/index.ts';
import { createMigrationService } from './modules/recipe-migration/index.ts';
import { createSessionService } from './modules/sessions/index.ts';
import {
  createHouseholdListService,
  createListEventHub,
  createListService,
  createOlderListPaths,
} from './modules/shopping-lists/index.ts';
import { createStoreService } from './modules/stores/index.ts';
import { createSuggestionService } from './modules/suggestions/index.ts';
import {
  createAccountLookupLimit,
  createLoginThrottle,
  createPasswordAccess,
  createRateLimiter,
  createUserService,
} from './modules/users/index.ts';
import { createOidcService } from './modules/oidc/index.ts';
import { createEventDispatcher } from './modules/events/index.ts';
import { createDeliverer, createWebhookFanOut, createWebhookService } from './modules/webhooks/index.ts';
import { parseCidrList } from './lib/outbound-address.ts';
import { createNotifications } from './modules/notifications/index.ts';
import { createFoodMatchService, createFoodService } from './modules/foods/index.ts';
import { createPriceServices } from './modules/prices/index.ts';
import { createNutritionService } from './modules/nutrition/index.ts';
import { createPantry } from './modules/pantry/index.ts';
import { createCookLog } from './modules/cook-log/index.ts';
import { createWhatCanIMake } from './modules/what-can-i-make/index.ts';
import { createMapsProvider } from './providers/maps/create-maps-provider.ts';

/**
 * Every service of the app, built once per app by buildApp and handed to the route plugins that use it.
 * Routes never build a service, so state (caches, throttles) is one per app, however plugins are registered.
 */
export function buildServices({
  db,
  config,
  log,
  notifications,
  now = () => new Date(),
}: {
  db: Db;
  config: AppConfig;
  log: FastifyBaseLogger;
  notifications: Notifications;
  /** The clock of the outbox and webhook deliveries (tests move it). */
  now?: () => Date;
}) {
  const catalogs = readCatalogs(config.localesDir);
  const sessions = createSessionService(db, config.tokenTtlHours);
  const limiter = createRateLimiter(db);
  const suggestions = createSuggestionService(db);
  const households = createHouseholdService(db);
  // The list's estimate is the prices module's, built below (called only once the app runs).
  const whatCanIMake = createWhatCanIMake(db, households);
  const pantry = createPantry(db, households, (tx, ownerId, foodKeys) =>
    whatCanIMake.foodsChanged(tx, ownerId, foodKeys),
  );
  const lists = createListService(
    db,
    households,
    (tx, ownerId, items) => priced.costs.list(tx, ownerId, items),
    pantry,
  );
  const users = createUserService(db, sessions);
  const preferences = createPreferenceService(db);
  const mealPlan = createMealPlanService(db, households, lists, { translate: catalogs.translate });
  const cookLog = createCookLog({ db, households, pantry, now });
  const collections = createCollectionService(db);
  const webhookTargets = parseCidrList(config.webhooks.allowedCidrs.join(','));
  const webhookDeliverer = createDeliverer({
    db,
    notifications,
    log,
    allowed: webhookTargets,
    schedule: config.webhooks.retrySchedule,
    now,
  });
  const webhookFanOut = createWebhookFanOut(now);
  const phoneNotifications = createNotifications({ db, config, log, now });
  const recipeImport = createRecipeImportService({
    ...config.import,
    parseLine: parseIngredient,
    suggestionUrl: async (id) => (await suggestions.get(id)).url,
  });
  // The SR24 food table, read from the committed file at the first request (docs/decisions/food-table.md).
  const foods = createFoodService();
  const recipes = createRecipeService(db, {
    cacheEntries: config.recipeCacheEntries,
    cooking: cookLog.cooking,
    coverOwnerOf: (userId) => whatCanIMake.coverOwnerOf(userId),
    expiringOf: (userId) => whatCanIMake.expiring(userId),
  });
  const foodMatches = createFoodMatchService(db, foods, () => nutrition.foodMatchesChanged());
  const nutrition = createNutritionService({
    db,
    notifications,
    foods,
    ingredients: (id) => recipes.ingredients(id),
    matches: () => foodMatches.matches(),
  });
  const priced = createPriceServices(db, {
    foods,
    households,
    ingredients: (id) => recipes.ingredients(id),
    currency: config.currency,
  });
  return {
    foods,
    foodMatches,
    nutrition,
    backups: createBackupService({ db, config, appVersion: appVersion(), log }),
    catalogs,
    sessions,
    pingDatabase: () => pingDatabase(db),
    users,
    loginThrottle: createLoginThrottle(limiter, config.rateLimits.login),
    accountLookups: createAccountLookupLimit(limiter, config.rateLimits.userExists),
    passwordAccess: createPasswordAccess(config),
    oidc: createOidcService({ db, config, sessions, log }),
    households,
    mealPlan,
    pantry,
    cookLog,
    whatCanIMake,
    personalExport: createPersonalExportService({
      users,
      preferences,
      lists,
      suggestions,
      planEntries: (userId) => mealPlan.allEntries(userId),
      pantryItems: (userId) => pantry.all(userId),
      cooking: (userId) => cookLog.exportOf(userId),
    }),
    preferences,
    lists,
    householdLists: createHouseholdListService(db, households, lists),
    olderLists: createOlderListPaths(db, lists, households),
    sharing: createSharingService(db, lists),
    listEvents: createListEventHub({ notifications, ownerOf: households.ownerOf, versionOf: lists.versionOf, log }),
    recipes,
    ...priced,
    collections,
    shares: createShareService({ db, log, collections, rateLimit: config.shareRateLimit }),
    suggestions,
    recipeImport,
    handoffs: createHandoffService({ db, limiter }),
    bulkImport: createBulkImportService({
      db,
      log,
      parseLine: parseIngredient,
      fetchTimeoutMs: config.import.timeoutMs,
      readLink: recipeImport.readLink,
    }),
    ...createFileImport({ db, importAi: config.importAi, parseLine: parseIngredient }),
    ingredients: createIngredientService(),
    webhooks: createWebhookService({ db, households, allowed: webhookTargets, now, wake: webhookDeliverer.kick }),
    webhookDeliverer,
    /** The outbox's dispatcher: every event goes to each consumer that wants it, once. */
    eventDispatcher: createEventDispatcher({
      db,
      notifications,
      log,
      now,
      consumers: [webhookFanOut, phoneNotifications.consumer],
    }),
    phoneNotifications,
    migrations: createMigrationService({ db, log, parseLine: parseIngredient, fetchRules: config.import }),
    stores: createStoreService({
      provider: createMapsProvider(config.maps, log),
      cacheTtlSeconds: config.maps.cacheTtlSeconds,
    }),
  };
}

function appVersion(): string {
  const file = join(findProjectRoot(fileURLToPath(import.meta.url)), 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}
