import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyInstance, type FastifyRequest, type RouteOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import type { Db } from './db/client.ts';
import { createSilentNotifications, type Notifications } from './db/notifications.ts';
import { authPlugin } from './plugins/auth.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { openerPolicyPlugin } from './plugins/opener-policy.ts';
import { overloadPlugin } from './plugins/overload.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import type { SessionService } from './modules/sessions/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import { userRoutes } from './modules/users/index.ts';
import { authRoutes } from './modules/oidc/index.ts';
import { languageRoutes } from './modules/languages/index.ts';
import { preferenceRoutes } from './modules/preferences/index.ts';
import {
  householdListRoutes,
  listEventRoutes,
  listRoutes,
  olderListRoutes,
  toPantryRoutes,
} from './modules/shopping-lists/index.ts';
import { householdRoutes, householdSettingsRoutes } from './modules/households/index.ts';
import { retailerRoutes } from './modules/retailer/index.ts';
import { recipeRoutes } from './modules/recipes/index.ts';
import { suggestionRoutes } from './modules/suggestions/index.ts';
import {
  fileImportRoutes,
  handoffRoutes,
  importEngineRoutes,
  recipeImportRoutes,
  recipeImportTextRoutes,
} from './modules/recipe-import/index.ts';
import { bulkImportRoutes } from './modules/bulk-import/index.ts';
import { collectionRoutes } from './modules/collections/index.ts';
import { sharePageRoutes, shareRoutes } from './modules/shares/index.ts';
import { storeRoutes } from './modules/stores/index.ts';
import { ingredientRoutes } from './modules/ingredients/index.ts';
import { backupRoutes, type BackupService } from './modules/backups/index.ts';
import { personalExportRoutes } from './modules/personal-export/index.ts';
import { mealPlanRoutes } from './modules/meal-plan/index.ts';
import { importedImageRoutes, migrationRoutes, recipeExportRoutes } from './modules/recipe-migration/index.ts';
import { foodMatchRoutes, foodRoutes } from './modules/foods/index.ts';
import { priceRoutes, recipeCostRoutes } from './modules/prices/index.ts';
import { nutritionRoutes } from './modules/nutrition/index.ts';
import { pantryRoutes } from './modules/pantry/index.ts';
import { cookLogRoutes } from './modules/cook-log/index.ts';
import { whatCanIMakeRoutes } from './modules/what-can-i-make/index.ts';
import { webhookRoutes } from './modules/webhooks/index.ts';
import { notificationRoutes } from './modules/notifications/index.ts';
import { buildServices } from './services.ts';
import { safeInputPlugin } from './plugins/safe-input.ts';
import { noStorePlugin } from './plugins/no-store.ts';
import { requestLogPlugin } from './plugins/request-log.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { staticAssetsPlugin } from './plugins/static-assets.ts';
import { webAppScriptHashes } from './lib/inline-script-hashes.ts';
import { startsAfterMigrations } from './lib/after-migrations.ts';

/** What every module may use; created once per app. */
export interface AppDeps {
  db: Db;
  config: AppConfig;
  sessions: SessionService;
  backups: BackupService;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  db: Db;
  /** LISTEN/NOTIFY of the database (live list events); without it, events of this process only. */
  notifications?: Notifications;
  /** Reports whether the database answers, for /api/health. */
  isDatabaseReady?: () => boolean;
  /**
   * Settles once migrations have run (start-server.ts); background work waits for it, since its
   * tables may not exist before. Without it, background work starts with the app.
   */
  databaseReady?: Promise<void>;
  /** Sees every route as it is added (tests use it to list the routes). */
  onRoute?: (route: RouteOptions) => void;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** The clock of the outbox and webhook deliveries; tests move it. */
  now?: () => Date;
}

/**
 * Fastify's trustProxy. Fastify 5 treats a bare hop count as 'trust nothing', so a count becomes the
 * function proxy-addr calls per hop (0 is the socket's peer): trust the nearest `hops` senders.
 */
function trustProxyOption(
  value: AppConfig['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  return (_address, hop) => hop < value;
}

/** Builds the whole HTTP app without listening; tests build the same app. */
export async function buildApp({
  config,
  db,
  notifications = createSilentNotifications(),
  isDatabaseReady = () => true,
  databaseReady,
  onRoute,
  logStream,
  now,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent' ? false : { level: config.logLevel, ...(logStream ? { stream: logStream } : {}) },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: trustProxyOption(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
    // plugins/request-log.ts logs errors and slow requests instead of two lines per request.
    logController: new LogController({ disableRequestLogging: true }),
  }).withTypeProvider<ZodTypeProvider>();
  if (onRoute) app.addHook('onRoute', onRoute);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const services = buildServices({ db, config, log: app.log, notifications, now });
  const { sessions } = services;
  app.decorate('deps', { db, config, sessions, backups: services.backups });
  await app.register(requestLogPlugin, { slowRequestMs: config.slowRequestMs });
  await app.register(overloadPlugin, { ...config.overload, retryAfterSeconds: 2 });

  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
        connectSrc: ["'self'"],
        formAction: ["'self'", 'https://www.amazon.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'", ...webAppScriptHashes(resolve(config.webDist))],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(openerPolicyPlugin, { paths: ['/admin/addrecipe'] });
  await app.register(safeInputPlugin);
  await app.register(noStorePlugin);
  await app.register(compressionPlugin, { thresholdBytes: 1024 });
  await app.register(authPlugin, { sessions });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Hello Kitchen API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  // The API's documentation is public: an onRoute hook in this context marks the UI's routes so.
  await app.register(async (docs) => {
    docs.addHook('onRoute', (route) => {
      route.config = { ...route.config, public: true };
    });
    await docs.register(swaggerUi, { routePrefix: '/api/docs' });
  });

  const {
    pingDatabase,
    users,
    loginThrottle,
    accountLookups,
    preferences,
    olderLists,
    lists,
    recipes,
    suggestions,
    stores,
    recipeImport,
    sharing,
    listEvents,
  } = services;
  await app.register(healthRoutes, { prefix: '/api/health', isDatabaseReady, pingDatabase });
  await app.register(languageRoutes, { prefix: '/api/languages', catalogs: services.catalogs });
  await app.register(userRoutes, {
    prefix: '/api/user',
    users,
    loginThrottle,
    accountLookups,
    languageCodes: services.catalogs.codes,
    passwordAccess: services.passwordAccess,
  });
  await app.register(authRoutes, {
    prefix: '/api/auth',
    oidc: services.oidc,
    originOf: (request) => config.publicUrl ?? `${request.protocol}://${request.host}`,
  });
  await app.register(preferenceRoutes, { prefix: '/api/user/me', preferences });
  await app.register(olderListRoutes, { prefix: '/api/user/me', olderLists });
  await app.register(listRoutes, { prefix: '/api/lists', lists });
  await app.register(householdListRoutes, { prefix: '/api/lists', lists, householdLists: services.householdLists });
  await app.register(toPantryRoutes, { prefix: '/api/lists', lists });
  await app.register(listEventRoutes, { prefix: '/api/lists', listEvents });
  await app.register(householdRoutes, { prefix: '/api/lists', sharing });
  await app.register(householdSettingsRoutes, { prefix: '/api/household', households: services.households });
  await app.register(retailerRoutes, { prefix: '/api/amazon', lists });
  await app.register(recipeRoutes, { prefix: '/api/recipes', recipes });
  await app.register(suggestionRoutes, { prefix: '/api/userSuggestions', suggestions });
  // POST /api/recipes/import and POST /api/userSuggestions/{id}/import, one plugin for the one service.
  await app.register(recipeImportRoutes, { prefix: '/api', recipeImport });
  await app.register(bulkImportRoutes, { prefix: '/api/recipes/import/bulk', bulkImport: services.bulkImport });
  // The bulk import's worker picks up unfinished jobs once the app is ready and hands its links back on close.
  const whenDatabaseReady = startsAfterMigrations(app, databaseReady);
  app.addHook(
    'onReady',
    whenDatabaseReady(() => services.bulkImport.startWorker()),
  );
  app.addHook('onClose', () => services.bulkImport.close());
  await app.register(recipeImportTextRoutes, { prefix: '/api', modelReader: services.modelReader });
  await app.register(fileImportRoutes, { prefix: '/api/recipes/import', fileReader: services.fileReader });
  await app.register(importEngineRoutes, { prefix: '/api/recipes/import', modelReader: services.modelReader });
  await app.register(handoffRoutes, {
    prefix: '/api/recipes/import',
    handoffs: services.handoffs,
    originOf: (request) => config.publicUrl ?? `${request.protocol}://${request.host}`,
  });
  await app.register(storeRoutes, { prefix: '/api', stores });
  await app.register(ingredientRoutes, { prefix: '/api/ingredients', ingredients: services.ingredients });
  await app.register(personalExportRoutes, { prefix: '/api/user/me', personalExport: services.personalExport });
  await app.register(backupRoutes, { prefix: '/api/admin/backups', backups: services.backups });
  await app.register(mealPlanRoutes, {
    prefix: '/api/plan',
    mealPlan: services.mealPlan,
    originOf: (request) => config.publicUrl ?? `${request.protocol}://${request.host}`,
  });
  await app.register(migrationRoutes, {
    prefix: '/api/admin/migrations',
    migrations: services.migrations,
    maxBytes: config.migrationMaxBytes,
  });
  await app.register(importedImageRoutes, { migrations: services.migrations });
  const shareOrigin = (request: FastifyRequest) => config.publicUrl ?? `${request.protocol}://${request.host}`;
  await app.register(collectionRoutes, { prefix: '/api/collections', collections: services.collections });
  await app.register(shareRoutes, { prefix: '/api/shares', shares: services.shares, originOf: shareOrigin });
  // The public pages of share links: HTML for anyone, outside /api (docs/api/doors.md, "The public pages").
  await app.register(sharePageRoutes, { prefix: '/s', shares: services.shares, originOf: shareOrigin });
  app.addHook('onClose', () => services.shares.close());
  await app.register(recipeExportRoutes, { prefix: '/api/admin/recipes', migrations: services.migrations });
  await app.register(foodRoutes, { prefix: '/api/foods', foods: services.foods });
  await app.register(foodMatchRoutes, { prefix: '/api/admin/food-matches', matches: services.foodMatches });
  await app.register(priceRoutes, { prefix: '/api/prices', prices: services.prices });
  await app.register(recipeCostRoutes, { prefix: '/api/recipes', costs: services.costs });
  await app.register(nutritionRoutes, { prefix: '/api/recipes', nutrition: services.nutrition });
  app.addHook(
    'onReady',
    whenDatabaseReady(() => {
      services.nutrition
        .start()
        .catch((err: unknown) => app.log.warn({ err }, 'nutrition: listening failed; nothing kept'));
    }),
  );
  await app.register(pantryRoutes, { prefix: '/api/pantry', pantry: services.pantry });
  await app.register(cookLogRoutes, { prefix: '/api', cookLog: services.cookLog });
  await app.register(whatCanIMakeRoutes, { prefix: '/api/recipes', whatCanIMake: services.whatCanIMake });
  await app.register(webhookRoutes, { prefix: '/api/admin/webhooks', webhooks: services.webhooks, scope: 'admin' });
  await app.register(webhookRoutes, {
    prefix: '/api/household/webhooks',
    webhooks: services.webhooks,
    scope: 'household',
  });
  await app.register(notificationRoutes, { prefix: '/api', notifications: services.phoneNotifications.settings });
  // The outbox is dispatched and webhooks delivered by every instance; both stop before the database closes.
  app.addHook(
    'onReady',
    whenDatabaseReady(async () => {
      await services.eventDispatcher.start();
      await services.webhookDeliverer.start();
      services.phoneNotifications.sender.start();
    }),
  );
  app.addHook('onClose', async () => {
    await services.eventDispatcher.close();
    await services.webhookDeliverer.close();
    await services.phoneNotifications.sender.stop();
  });

  await registerWebApp(app, config);
  return app;
}

/**
 * Unknown /api paths answer JSON 404. When the web app is built, every other GET serves index.html
 * (SPA fallback) so that client routes load on refresh.
 */
async function registerWebApp(app: FastifyInstance, config: AppConfig) {
  const root = resolve(config.webDist);
  const hasWebApp = existsSync(resolve(root, 'index.html'));
  if (hasWebApp) await app.register(staticAssetsPlugin, { root });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    // A missing asset (a path with a file extension) is a real 404, not the app shell.
    const isAsset = /\.[a-z0-9]+$/i.test(path);
    if (!hasWebApp || !isPage || isAsset || path === '/api' || path.startsWith('/api/')) {
      return reply.status(404).send({ error: `No route for ${request.method} ${path}`, code: 'NOT_FOUND' });
    }
    // static-assets.ts sets `no-cache` on HTML, precompressed variants and the ETag.
    return reply.sendFile('index.html');
  });
}
