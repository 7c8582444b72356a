import { sql, type SQL } from 'drizzle-orm';
import type { FamilyAmount } from '#domain/recipe-needs.ts';
import { MakeLimits } from '#domain/what-can-i-make.ts';
import { resultRows, type Db } from '../../db/client.ts';

/**
 * Keeps each household's "what can I make" cover (pantry_covers, pantry_food_totals, pantry_recipe_cover;
 * docs/decisions/what-can-i-make.md) in step. A household's cover is built at its first filtered list;
 * after that every pantry write replaces the totals of the foods it touched and the cover of the recipes
 * needing them, and every recipe save the cover of its recipes for every household that has one.
 */

/**
 * Lock class 22: a recipe save takes it exclusively, a household's build or pantry write shared. Without
 * it a pantry write could count a recipe's old needs while a save counts the household's old totals, and
 * both commit a stale row.
 */
const shared = (tx: Db) => tx.execute(sql`select pg_advisory_xact_lock_shared(22, 0)`);
const exclusive = (tx: Db) => tx.execute(sql`select pg_advisory_xact_lock(22, 0)`);

const intArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

/**
 * Per owner and recipe, how many of the recipe's foods the owner's totals cover (a food: every family of it
 * matched with base ≥ need, or a staple), for the need rows `where` keeps. Only recipes with one at least.
 */
const coveredRows = (where: SQL) => sql`
  select f.owner_id, f.recipe_id, count(*)::int as n from (
    select p.owner_id, n.recipe_id
    from recipe_needs n
    join pantry_food_totals p on p.food_key = n.food_key
      and (p.family = '*' or (p.family = n.family and (n.base is null or p.base >= n.base)))
    where ${where}
    group by p.owner_id, n.recipe_id, n.food_key, n.families
    having count(distinct n.family) = n.families
  ) f
  group by f.owner_id, f.recipe_id`;

/**
 * Writes the cover rows of these owners' recipes: one per recipe missing at most MakeLimits.maxMissing
 * foods, the most a list asks for, so that a list reads one index range. Only rows that change are
 * written (a pantry write moves few recipes), which keeps the table's pages all-visible for index-only counts.
 */
function writeCover(tx: Db, owners: SQL, recipeIds?: SQL) {
  const ofRecipes = (column: SQL) => (recipeIds ? sql`${column} in (${recipeIds})` : sql`true`);
  return tx.execute(sql`
    with fresh as (
      select o.owner_id, c.recipe_id, c.foods - coalesce(cv.n, 0) as missing, r.is_active as active
      from pantry_covers o
      join recipe_need_counts c on ${ofRecipes(sql`c.recipe_id`)}
      join recipes r on r.id = c.recipe_id
      left join (${coveredRows(sql`p.owner_id in (${owners}) and ${ofRecipes(sql`n.recipe_id`)}`)}) cv
        on cv.owner_id = o.owner_id and cv.recipe_id = c.recipe_id
      where o.owner_id in (${owners}) and c.foods - coalesce(cv.n, 0) <= ${MakeLimits.maxMissing}
    ),
    gone as (
      delete from pantry_recipe_cover v
      where v.owner_id in (${owners}) and ${ofRecipes(sql`v.recipe_id`)}
        and not exists (select 1 from fresh f where f.owner_id = v.owner_id and f.recipe_id = v.recipe_id)
    )
    insert into pantry_recipe_cover (owner_id, recipe_id, missing, active)
    select owner_id, recipe_id, missing, active from fresh
    on conflict (owner_id, recipe_id) do update set missing = excluded.missing, active = excluded.active
    where (pantry_recipe_cover.missing, pantry_recipe_cover.active) is distinct from (excluded.missing, excluded.active)`);
}

async function writeTotals(tx: Db, ownerId: number, rows: readonly FamilyAmount[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(sql`
    insert into pantry_food_totals (owner_id, food_key, family, base)
    select ${ownerId}::int, t.food_key, t.family, t.base
    from jsonb_to_recordset(${JSON.stringify(rows.map((r) => ({ food_key: r.foodKey, family: r.family, base: r.base })))}::jsonb)
      as t(food_key text, family text, base numeric)`);
}

/** Whether the household's cover has been built. */
export async function hasPantryCover(tx: Db, ownerId: number): Promise<boolean> {
  const rows = resultRows(await tx.execute(sql`select 1 from pantry_covers where owner_id = ${ownerId}`));
  return rows.length > 0;
}

/**
 * Builds a household's cover from its pantry totals (every food), unless it has one. The caller holds the
 * household's pantry lock, so no write of its pantry runs meanwhile.
 */
export async function buildPantryCover(tx: Db, ownerId: number, totals: readonly FamilyAmount[]): Promise<void> {
  await shared(tx);
  if (await hasPantryCover(tx, ownerId)) return;
  await tx.execute(sql`insert into pantry_covers (owner_id) values (${ownerId})`);
  await writeTotals(tx, ownerId, totals);
  await writeCover(tx, sql`${ownerId}::int`);
}

/**
 * After a pantry write touching `foodKeys` (for a renamed item, the old and the new food): their totals
 * replaced by `totals` (the household's totals of those foods) and the cover of every recipe needing one.
 * Nothing when the household has no cover yet; the caller holds the household's pantry lock.
 */
export async function refreshPantryCover(
  tx: Db,
  ownerId: number,
  foodKeys: readonly string[],
  totals: readonly FamilyAmount[],
): Promise<void> {
  if (foodKeys.length === 0) return;
  await shared(tx);
  if (!(await hasPantryCover(tx, ownerId))) return;
  const foods = `{${foodKeys.map((k) => JSON.stringify(k)).join(',')}}`;
  await tx.execute(
    sql`delete from pantry_food_totals where owner_id = ${ownerId} and food_key = any(${foods}::text[])`,
  );
  await writeTotals(tx, ownerId, totals);
  const using = sql`select u.recipe_id from recipe_needs u where u.food_key = any(${foods}::text[])`;
  await writeCover(tx, sql`${ownerId}::int`, using);
}

/** After these recipes' needs were rewritten: their cover for every household that has one. */
export async function refreshRecipeCover(tx: Db, recipeIds: readonly number[]): Promise<void> {
  if (recipeIds.length === 0) return;
  await exclusive(tx);
  const ids = sql`${intArray(recipeIds)}::int[]`;
  await writeCover(tx, sql`select owner_id from pantry_covers`, sql`select unnest(${ids})`);
}
