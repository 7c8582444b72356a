import { and, asc, count, eq, lte, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Appliance, Cuisine, Restriction } from '#domain/constants.ts';
import type { Db } from '../../db/client.ts';
import { recipes } from '../../db/schema.ts';
import { hasAnyTag, hasEveryTag, notDislikedBy } from './recipe-filters.ts';

/** Number of active recipes, exact. */
export async function countActiveRecipes(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(recipes).where(eq(recipes.isActive, true));
  return row.n;
}

/** Id of the active recipe at a 0-based position in id order, if there is one. */
export async function findActiveRecipeIdAt(db: Db, index: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: recipes.id })
    .from(recipes)
    .where(eq(recipes.isActive, true))
    .orderBy(asc(recipes.id))
    .offset(index)
    .limit(1);
  return row?.id;
}

/** The candidate rules of chef's choice (spec §5). Empty lists mean 'no constraint'. */
export interface ChefsChoiceFilter {
  /** The recipe must carry every one. */
  restrictions: Restriction[];
  /** The recipe must carry at least one. */
  cuisines: Cuisine[];
  /** The recipe must need at least one. */
  appliances: Appliance[];
  maxCookTime?: number;
  /** Leaves out this user's disliked recipes. */
  excludeDislikedBy: number;
}

export interface CandidateRow {
  id: number;
  servings: number;
}

function candidateConditions(filter: ChefsChoiceFilter): (SQL | undefined)[] {
  return [
    eq(recipes.isActive, true),
    hasEveryTag('restriction', filter.restrictions),
    filter.cuisines.length > 0 ? hasAnyTag('cuisine', filter.cuisines) : undefined,
    filter.appliances.length > 0 ? hasAnyTag('appliance', filter.appliances) : undefined,
    filter.maxCookTime === undefined ? undefined : lte(recipes.cookTime, filter.maxCookTime),
    notDislikedBy(filter.excludeDislikedBy),
  ];
}

/** A food of the household's pantry with a best-before in the next 7 days ('YYYY-MM-DD'). */
export interface ExpiringFood {
  foodKey: string;
  bestBefore: string;
}

/**
 * The candidates in a random order, cut in the database: a running sum of servings over the random
 * order keeps each row whose predecessors still fall short of `target`. `matched` counts every
 * candidate, before the cut. Only the picks (at most `target` rows) reach Node.
 */
export async function findRandomCandidatesUpTo(
  db: Db,
  filter: ChefsChoiceFilter,
  target: number,
  expiring: readonly ExpiringFood[] = [],
): Promise<{ rows: CandidateRow[]; matched: number }> {
  // With expiring foods: recipes needing one (recipe_needs) first, the soonest best-before first.
  const order =
    expiring.length === 0
      ? sql`random()`
      : sql`(select min(e.best_before) from recipe_needs n
            join jsonb_to_recordset(${JSON.stringify(expiring.map((f) => ({ food_key: f.foodKey, best_before: f.bestBefore })))}::jsonb)
              as e(food_key text, best_before date) on e.food_key = n.food_key
            where n.recipe_id = ${recipes.id}) asc nulls last, random()`;
  const shuffled = db
    .select({
      id: recipes.id,
      servings: recipes.servings,
      matched: sql<number>`count(*) over ()`.as('matched'),
      running:
        sql<number>`sum(${recipes.servings}) over (order by ${order} rows between unbounded preceding and current row)`.as(
          'running',
        ),
    })
    .from(recipes)
    .where(and(...candidateConditions(filter)))
    .as('shuffled');
  const rows = await db
    .select({ id: shuffled.id, servings: shuffled.servings, matched: shuffled.matched, running: shuffled.running })
    .from(shuffled)
    .where(sql`${shuffled.running} - ${shuffled.servings} < ${target}`)
    // Servings are positive, so the running sum grows strictly along the random order.
    .orderBy(asc(shuffled.running));
  return {
    // Candidates are active, and an active recipe always has servings (ck_recipes_active_servings).
    rows: rows.map((r) => ({ id: r.id, servings: r.servings ?? 0 })),
    matched: rows.length > 0 ? Number(rows[0].matched) : 0,
  };
}

/**
 * Up to `limit` distinct candidates of chef's choice in a random order, leaving out `excludeIds` (the
 * meal plan's fill: recipes already planned nearby).
 */
export async function findRandomCandidateIds(
  db: Db,
  filter: ChefsChoiceFilter,
  limit: number,
  excludeIds: number[],
): Promise<CandidateRow[]> {
  if (limit <= 0) return [];
  const rows = await db
    .select({ id: recipes.id, servings: recipes.servings })
    .from(recipes)
    .where(and(...candidateConditions(filter), excludeIds.length > 0 ? notInArray(recipes.id, excludeIds) : undefined))
    .orderBy(sql`random()`)
    .limit(limit);
  // Candidates are active, and an active recipe always has servings.
  return rows.map((r) => ({ id: r.id, servings: r.servings ?? 1 }));
}
