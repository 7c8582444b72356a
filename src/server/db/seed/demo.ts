import { count, sql } from 'drizzle-orm';
import { RecipePayloadSchema } from '#domain/recipe.ts';
import { toRecipeRecord } from '#domain/recipe-lines.ts';
import { parseIngredient } from '#domain/ingredient-parse.ts';
import type { Db } from '../client.ts';
import { inTransaction } from '../transaction.ts';
import { recipes } from '../schema.ts';
import { insertRecipe } from '../../modules/recipes/index.ts';
import { DEMO_DISHES, dishPayload } from './catalogue.ts';
import { DEMO_USER, seedDemoAccounts, seedDemoHistory } from './demo-accounts.ts';

// Any constant works; it only has to be the same for every instance seeding one database.
const SEED_LOCK_KEY = 4_815_162;

/**
 * Inserts the demo catalogue when the recipes table is empty, all or nothing; returns how many
 * recipes were inserted (0 when the table already had recipes).
 */
export async function seedDemoRecipes(db: Db): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(recipes);
  if (n > 0) return 0;
  const payloads = DEMO_DISHES.map((dish) =>
    toRecipeRecord(RecipePayloadSchema.parse(dishPayload(dish)), parseIngredient),
  );
  return inTransaction(db, async (tx) => {
    // Two instances starting together on one PostgreSQL would otherwise both see an empty table.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [{ again }] = await tx.select({ again: count() }).from(recipes);
    if (again > 0) return 0;
    // The demo's recipes are there from the start: no event.
    for (const payload of payloads) await insertRecipe(tx, payload, null);
    return payloads.length;
  });
}

/**
 * Seeds the demo catalogue (only into an empty recipes table) and the demo accounts (only those
 * missing). A freshly created demo user also gets a small history. Safe to run on every start;
 * returns undefined when there was nothing to add.
 */
export async function seedDemoData(db: Db): Promise<{ recipes: number; users: number } | undefined> {
  const recipeCount = await seedDemoRecipes(db);
  const created = await seedDemoAccounts(db);
  const demoUserId = created.get(DEMO_USER.username);
  if (demoUserId !== undefined) await seedDemoHistory(db, demoUserId);
  if (recipeCount === 0 && created.size === 0) return undefined;
  return { recipes: recipeCount, users: created.size };
}
