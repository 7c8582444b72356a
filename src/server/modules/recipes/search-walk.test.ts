import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { dislikes, recipeCuisines, recipes } from '../../db/schema.ts';
import { insertUser } from '../../test/factories.ts';
import { createTestDatabase } from '../../test/test-app.ts';
import { findRecipePage, type RecipeFilter } from './list-repository.ts';

// A common word, in names that start with it (any case), hold it later, or hold a longer word it starts;
// names of many lengths, so that the order (start, length, id) matters on every page.
const names = (n: number) =>
  [
    `Stew ${'x'.repeat(n % 7)}`,
    `stewed pears ${n % 5}`,
    `Beef ${'y'.repeat(n % 4)} stew`,
    `Lamb stewpot ${n}`,
    `Fish soup ${n}`,
    `Bean chili`,
    `STEW of the day ${'z'.repeat(n % 3)}`,
  ][n % 7];

describe('a common word searched by walking the indexes (docs/decisions/performance.md)', () => {
  let handle: Awaited<ReturnType<typeof createTestDatabase>>;
  let userId: number;
  let cuisineId: number;

  beforeAll(async () => {
    handle = await createTestDatabase();
    const inserted = await handle.db
      .insert(recipes)
      .values(
        Array.from({ length: 420 }, (_, n) => ({
          name: names(n),
          url: 'https://example.com/r',
          img: '/images/x.svg',
          servings: 2,
          cookTime: 10 + (n % 50),
          isActive: n % 13 !== 0,
        })),
      )
      .returning({ id: recipes.id });
    const res = await handle.db.execute(sql`select id from cuisines order by id limit 1`);
    cuisineId = (res as unknown as { rows: { id: number }[] }).rows[0].id;
    await handle.db
      .insert(recipeCuisines)
      .values(inserted.filter((_, i) => i % 3 === 0).map((r) => ({ recipeId: r.id, cuisineId })));
    userId = await insertUser(handle.db, 'walker');
    await handle.db
      .insert(dislikes)
      .values(inserted.filter((_, i) => i % 5 === 1).map((r) => ({ userId, recipeId: r.id })));
  });
  afterAll(() => handle.close());

  const pageOf = (filter: RecipeFilter, page: number, walk: boolean, hideDislikedFor?: number) =>
    findRecipePage(handle.db, filter, { page, sort: undefined, walk, hideDislikedFor });

  it('gives the rows of the sorted search on every page, past page 10 and past the end', async () => {
    const filter: RecipeFilter = { active: 'yes', q: 'stew', fuzzy: false };
    let seen = 0;
    for (let page = 1; page <= 14; page++) {
      const sorted = await pageOf(filter, page, false);
      const walked = await pageOf(filter, page, true);
      expect(walked).toEqual(sorted);
      seen += sorted.length;
    }
    // Every name but the soups and the chili holds a word that starts with 'stew'.
    const active = Array.from({ length: 420 }, (_, n) => n).filter((n) => n % 13 !== 0);
    expect(seen).toBe(active.filter((n) => n % 7 !== 4 && n % 7 !== 5).length);
    const first = await pageOf(filter, 1, true);
    expect(first[0].name.toLowerCase().startsWith('stew')).toBe(true);
  });

  it('gives the same rows with a tag filter, a cook time and the disliked ones hidden', async () => {
    const res = await handle.db.execute(sql`select name from cuisines where id = ${cuisineId}`);
    const rows = (res as unknown as { rows: { name: string }[] }).rows;
    const filter = { active: 'yes', q: 'stew', fuzzy: false, cuisine: rows[0].name, maxCookTime: 40 } as RecipeFilter;
    for (const page of [1, 2, 3]) {
      const sorted = await pageOf(filter, page, false, userId);
      expect(await pageOf(filter, page, true, userId)).toEqual(sorted);
    }
    expect((await pageOf(filter, 1, false, userId)).length).toBeGreaterThan(0);
  });

  it('has the indexes that serve both parts (a table this small is sorted, so bitmaps and sorts are off)', async () => {
    const explain = (query: ReturnType<typeof sql>) =>
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        await tx.execute(sql`set local enable_bitmapscan = off`);
        await tx.execute(sql`set local enable_sort = off`);
        const res = await tx.execute(query);
        return JSON.stringify((res as unknown as { rows: unknown[] }).rows);
      });
    const match = sql`(to_tsvector('simple', recipe_search_text(name, keywords)) @@ to_tsquery('simple', 'stew:*')) is true`;
    expect(
      await explain(
        sql`explain select id from recipes where is_active = true and ${match} order by length(name), id limit 25`,
      ),
    ).toContain('idx_recipes_active_name_length');
    expect(
      await explain(
        sql`explain select id from recipes where ${match} and lower(name) collate "C" >= 'stew' and lower(name) collate "C" < 'stew' || chr(1114111)`,
      ),
    ).toContain('idx_recipes_name_prefix');
  });
});
