import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { recipes } from './recipes.ts';
import { users } from './users.ts';

/**
 * The household's lists (docs/api/kitchen-loop.md, "Several lists"), owned by the household's owner: each is a
 * run of `shopping_lists` rows, one open and the completed ones before it. `id` is the stable `listId`.
 */
export const householdLists = pgTable(
  'household_lists',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    /** The store it is for, from the map (`osm:node/123`), and its name as shown; both null when none. */
    storePlaceId: text('store_place_id'),
    storeName: text('store_name'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('uq_household_lists_name').on(t.ownerId, sql`lower(${t.name})`),
    uniqueIndex('uq_household_lists_default')
      .on(t.ownerId)
      .where(sql`${t.isDefault}`),
    uniqueIndex('uq_household_lists_store').on(t.ownerId, t.storePlaceId),
  ],
);

/** Household settings any member may change (docs/api/kitchen-loop.md, "Ticked items to the pantry"). */
export const householdSettings = pgTable('household_settings', {
  ownerId: integer('owner_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tickedToPantry: boolean('ticked_to_pantry').notNull().default(false),
});

export const shoppingLists = pgTable(
  'shopping_lists',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Which of the household's lists this run belongs to. */
    householdListId: integer('household_list_id')
      .notNull()
      .references(() => householdLists.id, { onDelete: 'cascade' }),
    isCompleted: boolean('is_completed').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    /** Grows by one with every request that changes the list (API.md, "Shopping list, item by item"). */
    version: integer('version').notNull().default(0),
    /** A completed list as it was when completed (the list payload without its members); null while open. */
    snapshot: jsonb('snapshot'),
    ...timestamps,
  },
  (t) => [
    // One open run per household list.
    uniqueIndex('uq_shopping_lists_open_list')
      .on(t.householdListId)
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
    /** `{ need, have }` when the pantry reduced the item (docs/api/kitchen-loop.md, "Shortfall on the list"). */
    pantry: jsonb('pantry'),
    /** The pantry covers the recipes' whole need and nothing was typed: kept for later changes, not shown. */
    covered: boolean('covered').notNull().default(false),
    /**
     * Amounts that came with the item from another list (a move): fixed, tied to no recipe's servings, never
     * reduced by the pantry; added to what the sources give. Null when none.
     */
    movedAmounts: jsonb('moved_amounts'),
    /** What "to the pantry" added (so an untick takes back exactly that); null while not in the pantry. */
    pantryAdded: jsonb('pantry_added'),
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
 * An invite to share an owner's list (docs/decisions/live-list.md, "Sharing"): one use, valid 24 hours. Only the code's SHA-256 is
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
