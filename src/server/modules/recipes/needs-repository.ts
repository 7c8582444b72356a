import { inArray, sql } from 'drizzle-orm';
import { needLinesOf, needRows } from '#domain/recipe-needs.ts';
import { resultRows, type Db } from '../../db/client.ts';
import { recipeNeedCounts, recipeNeeds } from '../../db/schema.ts';
import { findRecipeGraph } from './sub-recipe-repository.ts';
import { refreshRecipeCover } from './pantry-cover-repository.ts';

/**
 * Keeps recipe_needs and recipe_need_counts (docs/decisions/what-can-i-make.md) in step with the lines:
 * a recipe's needs are read as the shopping list reads its lines, sub-recipes expanded, so a recipe that
 * includes a changed one is read again too.
 */

/** These recipes and every recipe that includes one of them, at any depth. */
async function withIncluding(tx: Db, ids: number[]): Promise<number[]> {
  const rows = resultRows<{ id: number }>(
    await tx.execute(sql`
      with recursive up(id) as (
        select unnest(${`{${ids.join(',')}}`}::int[])
        union
        select li.recipe_id from line_items li join up on li.sub_recipe_id = up.id
      )
      select id from up`),
  );
  return rows.map((r) => Number(r.id));
}

/** Reads the needs of exactly these recipes again. */
async function rewrite(tx: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  // The recipes' rows locked in id order: a save of one of them (which updates its row) and a fill at
  // another instance's start then never write the same needs at once.
  await tx.execute(sql`select 1 from recipes where id = any(${`{${ids.join(',')}}`}::int[]) order by id for update`);
  const graph = await findRecipeGraph(tx, ids);
  const needs: (typeof recipeNeeds.$inferInsert)[] = [];
  const counts: (typeof recipeNeedCounts.$inferInsert)[] = [];
  for (const id of ids) {
    if (!graph.has(id)) continue;
    const rows = needRows(needLinesOf(graph, id));
    for (const row of rows) needs.push({ recipeId: id, ...row, base: row.base === null ? null : String(row.base) });
    counts.push({ recipeId: id, foods: new Set(rows.map((r) => r.foodKey)).size });
  }
  await tx.delete(recipeNeeds).where(inArray(recipeNeeds.recipeId, ids));
  for (let i = 0; i < needs.length; i += 5000) await tx.insert(recipeNeeds).values(needs.slice(i, i + 5000));
  if (counts.length)
    await tx
      .insert(recipeNeedCounts)
      .values(counts)
      .onConflictDoUpdate({ target: recipeNeedCounts.recipeId, set: { foods: sql`excluded.foods` } });
  await refreshRecipeCover(tx, ids);
}

/** After a recipe's lines were written: its needs and those of every recipe including it. */
export async function refreshRecipeNeeds(tx: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await rewrite(tx, await withIncluding(tx, ids));
}

/**
 * Reads the needs of every recipe that has none yet (after the migration that made the tables, a
 * restore, or rows written by SQL), a batch at a time; returns how many recipes it read.
 */
export async function fillMissingNeeds(db: Db, batch = 500): Promise<number> {
  let done = 0;
  for (;;) {
    const ids = resultRows<{ id: number }>(
      await db.execute(sql`
        select r.id from recipes r
        where not exists (select 1 from recipe_need_counts c where c.recipe_id = r.id)
        order by r.id limit ${batch}`),
    ).map((r) => Number(r.id));
    if (ids.length === 0) return done;
    await db.transaction((tx) => rewrite(tx, ids));
    done += ids.length;
  }
}
