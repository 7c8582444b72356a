import { sql } from 'drizzle-orm';
import {
  bigint,
  customType,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phoneNum: text('phone_num').notNull(),
    gender: text('gender').notNull(),
    passwordHash: text('password_hash').notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('uq_users_username').on(sql`lower(${t.username})`),
    uniqueIndex('uq_users_email').on(sql`lower(${t.email})`),
    index('idx_users_last_name').on(t.lastName, t.id),
    check('ck_users_gender', sql`${t.gender} in ('male', 'female', 'other')`),
  ],
);

/** Opaque bearer tokens; only their SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('uq_sessions_token_hash').on(t.tokenHash), index('idx_sessions_user_id').on(t.userId)],
);

export const recipes = pgTable(
  'recipes',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Null only on imported recipes (API.md, "Recipe fields for imported recipes"). */
    url: text('url'),
    img: text('img'),
    servings: integer('servings'),
    cookTime: integer('cook_time'),
    description: text('description'),
    keywords: text('keywords')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    yieldText: text('yield_text'),
    ingredientSections: jsonb('ingredient_sections')
      .$type<{ title: string; start: number }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    instructionSections: jsonb('instruction_sections')
      .$type<{ title: string; start: number }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The app a migrated recipe came from, and when; null for recipes made here. */
    sourceApp: text('source_app'),
    importedAt: timestamp('imported_at', { withTimezone: true, mode: 'date' }),
    prepTime: integer('prep_time'),
    totalTime: integer('total_time'),
    /** The method, one step per entry, in order. */
    instructions: text('instructions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index('idx_recipes_active_id').on(t.isActive, t.id),
    index('idx_recipes_active_servings').on(t.isActive, t.servings, t.id),
    index('idx_recipes_cook_time').on(t.cookTime),
    // Search (recipe-search-repository.ts): the full-text index on the name and keywords
    // (idx_recipes_search_fts) needs the function recipe_search_text, so it and the trigram index are
    // created in the hand-written parts of the search migrations.
    check('ck_recipes_servings', sql`${t.servings} > 0`),
    check('ck_recipes_cook_time', sql`${t.cookTime} > 0`),
    check('ck_recipes_prep_time', sql`${t.prepTime} > 0`),
    check('ck_recipes_total_time', sql`${t.totalTime} > 0`),
    check('ck_recipes_active_servings', sql`not ${t.isActive} or ${t.servings} is not null`),
  ],
);

/**
 * Every word of the recipe names, lower case: the vocabulary that a search with a typo is corrected
 * against (recipe-search-repository.ts). Filled by a trigger on recipes (migration 0005, hand-written,
 * with its trigram index); words are never removed, a stale one just finds nothing.
 */
export const recipeNameWords = pgTable('recipe_name_words', { word: text('word').primaryKey() });

function tagTable(name: 'cuisines' | 'restrictions' | 'appliances') {
  return pgTable(name, { id: serial('id').primaryKey(), name: text('name').notNull() }, (t) => [
    uniqueIndex(`uq_${name}_name`).on(t.name),
  ]);
}

export const cuisines = tagTable('cuisines');
export const restrictions = tagTable('restrictions');
export const appliances = tagTable('appliances');

export const recipeCuisines = pgTable(
  'recipe_cuisines',
  {
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    cuisineId: integer('cuisine_id')
      .notNull()
      .references(() => cuisines.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.recipeId, t.cuisineId] }),
    index('idx_recipe_cuisines_cuisine_id').on(t.cuisineId, t.recipeId),
  ],
);

export const recipeRestrictions = pgTable(
  'recipe_restrictions',
  {
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    restrictionId: integer('restriction_id')
      .notNull()
      .references(() => restrictions.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.recipeId, t.restrictionId] }),
    index('idx_recipe_restrictions_restriction_id').on(t.restrictionId, t.recipeId),
  ],
);

export const recipeAppliances = pgTable(
  'recipe_appliances',
  {
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    applianceId: integer('appliance_id')
      .notNull()
      .references(() => appliances.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.recipeId, t.applianceId] }),
    index('idx_recipe_appliances_appliance_id').on(t.applianceId, t.recipeId),
  ],
);

export const ingredients = pgTable(
  'ingredients',
  { id: serial('id').primaryKey(), name: text('name').notNull() },
  (t) => [uniqueIndex('uq_ingredients_name').on(t.name)],
);

export const lineItems = pgTable(
  'line_items',
  {
    id: serial('id').primaryKey(),
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    ingredientId: integer('ingredient_id')
      .notNull()
      .references(() => ingredients.id, { onDelete: 'restrict' }),
    // Null for an amount that is not a number ("salt, to taste").
    qty: numeric('qty', { precision: 12, scale: 4, mode: 'number' }),
    qtyMax: numeric('qty_max', { precision: 12, scale: 4, mode: 'number' }),
    measurement: text('measurement').notNull(),
    comment: text('comment').notNull().default(''),
    /** The line as written. */
    text: text('text').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    index('idx_line_items_recipe_id').on(t.recipeId, t.position),
    check('ck_line_items_qty', sql`${t.qty} > 0`),
    check('ck_line_items_qty_max', sql`${t.qtyMax} > 0`),
  ],
);

function preferenceTable(name: 'likes' | 'dislikes') {
  return pgTable(
    name,
    {
      userId: integer('user_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      recipeId: integer('recipe_id')
        .notNull()
        .references(() => recipes.id, { onDelete: 'cascade' }),
      createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    },
    (t) => [primaryKey({ columns: [t.userId, t.recipeId] }), index(`idx_${name}_recipe_id`).on(t.recipeId)],
  );
}

export const likes = preferenceTable('likes');
export const dislikes = preferenceTable('dislikes');

export const shoppingLists = pgTable(
  'shopping_lists',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isCompleted: boolean('is_completed').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    /** Grows by one with every request that changes the list (API.md, "Shopping list, item by item"). */
    version: integer('version').notNull().default(0),
    /** A completed list as it was when completed (the list payload without its members); null while open. */
    snapshot: jsonb('snapshot'),
    ...timestamps,
  },
  (t) => [
    // One open list per user.
    uniqueIndex('uq_shopping_lists_open_user')
      .on(t.userId)
      .where(sql`${t.isCompleted} = false`),
    index('idx_shopping_lists_user_completed').on(t.userId, t.isCompleted, t.completedAt),
  ],
);

export const shoppingListRecipes = pgTable(
  'shopping_list_recipes',
  {
    listId: integer('list_id')
      .notNull()
      .references(() => shoppingLists.id, { onDelete: 'cascade' }),
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The list's servings of the recipe, and the recipe's own servings when it was added (the scale). */
    servings: integer('servings'),
    recipeServings: integer('recipe_servings'),
  },
  (t) => [
    primaryKey({ name: 'uq_shopping_list_recipes', columns: [t.listId, t.recipeId] }),
    index('idx_shopping_list_recipes_recipe_id').on(t.recipeId),
    check('ck_shopping_list_recipes_servings', sql`${t.servings} > 0 and ${t.recipeServings} > 0`),
  ],
);

/**
 * The merged items of a list, one per food. `sources` keeps each line it came from, unscaled; `amounts`
 * is derived from them (src/domain/list-items.ts) on every change, so a read needs no arithmetic.
 */
export const shoppingListItems = pgTable(
  'shopping_list_items',
  {
    id: serial('id').primaryKey(),
    listId: integer('list_id')
      .notNull()
      .references(() => shoppingLists.id, { onDelete: 'cascade' }),
    foodKey: text('food_key').notNull(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    checked: boolean('checked').notNull().default(false),
    amounts: jsonb('amounts').notNull(),
    sources: jsonb('sources').notNull(),
  },
  (t) => [uniqueIndex('uq_shopping_list_items_food').on(t.listId, t.foodKey)],
);

/** Answers of write requests sent with an `Idempotency-Key`, per user, kept 24 hours. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    status: integer('status').notNull(),
    body: jsonb('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idx_idempotency_keys_created_at').on(t.createdAt)],
);

/**
 * A user who joined another user's household (their shared list, history and meal plan). A user with no
 * row here is the owner of their own household.
 */
export const householdMembers = pgTable(
  'household_members',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('idx_household_members_owner_id').on(t.ownerId, t.joinedAt),
    check('ck_household_members_not_self', sql`${t.userId} <> ${t.ownerId}`),
  ],
);

/**
 * An invite to share an owner's list (issue 11): one use, valid 24 hours. Only the code's SHA-256 is
 * kept, so a database leak gives no usable code.
 */
export const listInvites = pgTable(
  'list_invites',
  {
    id: serial('id').primaryKey(),
    codeHash: text('code_hash').notNull().unique(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    usedBy: integer('used_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('idx_list_invites_owner_id').on(t.ownerId)],
);

export const suggestions = pgTable(
  'suggestions',
  {
    id: serial('id').primaryKey(),
    // Kept when the suggester is deleted, so the admin still sees it (user shown as N/A).
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    url: text('url').notNull(),
    status: text('status').notNull().default('Pending'),
    adminResponse: text('admin_response').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('uq_suggestions_user_url').on(t.userId, t.url),
    index('idx_suggestions_status_created').on(t.status, t.createdAt),
    index('idx_suggestions_created').on(t.createdAt),
    check('ck_suggestions_status', sql`${t.status} in ('Pending', 'Approved', 'Denied')`),
  ],
);

/**
 * Rate-limit counters, shared by every app instance: one row per (hashed) key, counting hits since
 * `window_start`; a hit after the window has passed starts a new one (modules/users/rate-limit-repository.ts).
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [index('idx_rate_limit_hits_window_start').on(t.windowStart)],
);
/**
 * One row whose version goes up with every write to the recipes and their tags (statement triggers in
 * migration 0002), in the writing transaction. Instances may reuse a list count while it is unchanged.
 */
export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    id: integer('id').primaryKey(),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (t) => [check('ck_catalogue_version_single_row', sql`${t.id} = 1`)],
);

/**
 * One row per run of a scheduled job and slot (its planned time): instances that fire at the same moment
 * insert the same key, and only the one whose insert lands runs the job (API.md, "Several instances").
 */
export const scheduledRuns = pgTable(
  'scheduled_runs',
  {
    job: text('job').notNull(),
    slot: timestamp('slot', { withTimezone: true, mode: 'date' }).notNull(),
    instance: text('instance').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    error: text('error'),
  },
  (t) => [primaryKey({ columns: [t.job, t.slot] }), index('idx_scheduled_runs_job_started').on(t.job, t.startedAt)],
);
/** The meals of a day, in the order a day lists them (the enum's order sorts them). */
export const mealEnum = pgEnum('meal', ['breakfast', 'lunch', 'dinner', 'snack']);

/**
 * The meal plan (issue 18): entries of a household, owned by its owner. `date` is a plain calendar date
 * read and written as 'YYYY-MM-DD' text, never a JS Date. Exactly one of recipe (with servings) or note.
 */
export const planEntries = pgTable(
  'plan_entries',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    meal: mealEnum('meal').notNull(),
    recipeId: integer('recipe_id').references(() => recipes.id, { onDelete: 'cascade' }),
    note: text('note'),
    servings: integer('servings'),
    ...timestamps,
  },
  (t) => [
    index('idx_plan_entries_owner_date').on(t.ownerId, t.date, t.meal, t.id),
    index('idx_plan_entries_recipe_id').on(t.recipeId),
    check(
      'ck_plan_entries_recipe_or_note',
      sql`(${t.recipeId} is not null and ${t.note} is null and ${t.servings} between 1 and 100) or (${t.recipeId} is null and ${t.note} is not null and ${t.servings} is null)`,
    ),
  ],
);

/** The secret address of a user's calendar feed: a token of 256 random bits, replaced on reset. */
export const planCalendars = pgTable('plan_calendars', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique('uq_plan_calendars_token'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** One upload of another app's export and its background import (API.md, "Migration from other apps"). */
export const migrations = pgTable(
  'migrations',
  {
    id: serial('id').primaryKey(),
    source: text('source').notNull(),
    fileName: text('file_name').notNull(),
    /** Where the upload waits on disk while the job runs; null once it is removed. */
    filePath: text('file_path'),
    duplicates: text('duplicates').notNull(),
    activate: boolean('activate').notNull(),
    status: text('status').notNull().default('queued'),
    total: integer('total').notNull().default(0),
    done: integer('done').notNull().default(0),
    imported: integer('imported').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    error: text('error'),
    cancelRequested: boolean('cancel_requested').notNull().default(false),
    /** Renewed by the instance running the job; a stale lease means that instance is gone. */
    leaseUntil: timestamp('lease_until', { withTimezone: true, mode: 'date' }),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('idx_migrations_started').on(t.startedAt),
    check('ck_migrations_status', sql`${t.status} in ('queued', 'running', 'done', 'failed', 'cancelled')`),
  ],
);

export const migrationItems = pgTable(
  'migration_items',
  {
    id: serial('id').primaryKey(),
    migrationId: integer('migration_id')
      .notNull()
      .references(() => migrations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    entry: text('entry').notNull(),
    outcome: text('outcome').notNull(),
    reason: text('reason').notNull(),
    recipeId: integer('recipe_id').references(() => recipes.id, { onDelete: 'set null' }),
    warnings: text('warnings')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    index('idx_migration_items_migration').on(t.migrationId, t.id),
    check('ck_migration_items_outcome', sql`${t.outcome} in ('imported', 'skipped', 'failed')`),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/** Pictures that came inside an imported file, served byte for byte under /images/imported/. */
export const recipeImages = pgTable(
  'recipe_images',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 of the bytes: the same picture imported twice is stored once. */
    sha256: text('sha256').notNull(),
    mime: text('mime').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('uq_recipe_images_sha256').on(t.sha256)],
);
