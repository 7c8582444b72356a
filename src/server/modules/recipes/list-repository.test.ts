import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '#domain/constants.ts';
import { dislikes, recipeCuisines, recipes } from '../../db/schema.ts';
import { insertUser } from '../../test/factories.ts';
import { createTestDatabase } from '../../test/test-app.ts';
import { countDislikedMatching, countRecipes, escapeLike, findRecipePage } from './list-repository.ts';

describe('findRecipePage across the prepared and the parameterised pages', () => {
  let handle: Awaited<ReturnType<typeof createTestDatabase>>;
  const ids: { id: number; servings: number }[] = [];

  beforeAll(async () => {
    handle = await createTestDatabase();
    const rows = await handle.db
      .insert(recipes)
      .values(
        Array.from({ length: 330 }, (_, n) => ({
          name: `Bulk ${n}`,
          url: 'https://example.com/r',
          img: '/images/x.svg',
          servings: 1 + ((n * 7) % 9),
          cookTime: 10,
          isActive: n % 11 !== 0,
        })),
      )
      .returning({ id: recipes.id, servings: recipes.servings, isActive: recipes.isActive });
    ids.push(...rows.filter((r) => r.isActive).map((r) => ({ id: r.id, servings: r.servings ?? 0 })));
  });
  afterAll(() => handle.close());

  it('pages by id, the same way before and after page 10', async () => {
    const expected = ids.map((r) => r.id).sort((a, b) => a - b);
    expect(await countRecipes(handle.db, { active: 'yes' })).toBe(expected.length);
    for (const page of [1, 9, 10, 11, 12, 13]) {
      const rows = await findRecipePage(handle.db, { active: 'yes' }, { page, sort: undefined });
      expect(rows.map((r) => r.id)).toEqual(expected.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE));
    }
  });

  it('pages a sort the same way before and after page 10', async () => {
    const expected = [...ids].sort((a, b) => b.servings - a.servings || b.id - a.id).map((r) => r.id);
    for (const page of [10, 11, 12]) {
      const rows = await findRecipePage(handle.db, { active: 'yes' }, { page, sort: 'descending' });
      expect(rows.map((r) => r.id)).toEqual(expected.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE));
    }
  });

  it('answers the same page twice from the cached statement', async () => {
    const first = await findRecipePage(handle.db, { active: 'no' }, { page: 1, sort: 'ascending' });
    const again = await findRecipePage(handle.db, { active: 'no' }, { page: 1, sort: 'ascending' });
    expect(again).toEqual(first);
    expect(first.every((r) => !r.isActive)).toBe(true);
  });
});

describe('deep pages, tags and the disliked count, against the same query done by hand', () => {
  let handle: Awaited<ReturnType<typeof createTestDatabase>>;
  let userId: number;
  // Every recipe as the page should show it: id, servings, whether active, cuisine ids, disliked.
  let all: { id: number; servings: number; active: boolean; cuisineIds: number[]; disliked: boolean }[];

  beforeAll(async () => {
    handle = await createTestDatabase();
    const { db } = handle;
    const rows = await db
      .insert(recipes)
      .values(
        Array.from({ length: 400 }, (_, n) => ({
          name: `Deep ${n}`,
          url: 'https://example.com/r',
          img: '/images/x.svg',
          servings: 1 + ((n * 5) % 7),
          cookTime: 10,
          isActive: n % 13 !== 0,
        })),
      )
      .returning({ id: recipes.id, servings: recipes.servings, isActive: recipes.isActive });
    userId = await insertUser(db, 'deep_pager');
    // Cuisine 1 on every third recipe, 2 on every fifth; the user dislikes every seventh.
    const links = rows.flatMap((r, n) => [
      ...(n % 3 === 0 ? [{ recipeId: r.id, cuisineId: 1 }] : []),
      ...(n % 5 === 0 ? [{ recipeId: r.id, cuisineId: 2 }] : []),
    ]);
    await db.insert(recipeCuisines).values(links);
    await db.insert(dislikes).values(rows.filter((_, n) => n % 7 === 0).map((r) => ({ userId, recipeId: r.id })));
    all = rows.map((r, n) => ({
      id: r.id,
      servings: r.servings!,
      active: r.isActive,
      cuisineIds: [...(n % 3 === 0 ? [1] : []), ...(n % 5 === 0 ? [2] : [])],
      disliked: n % 7 === 0,
    }));
  });
  afterAll(() => handle.close());

  const cuisineName = async (id: number) =>
    (await handle.db.query.cuisines.findFirst({ where: (c, { eq }) => eq(c.id, id) }))!.name;

  it('answers every page, to past the end, as the filtered and sorted list sliced by hand', async () => {
    const asian = (await cuisineName(1)) as never;
    const shown = all.filter((r) => r.active && r.cuisineIds.includes(1) && !r.disliked);
    const bySort = {
      id: [...shown].sort((a, b) => a.id - b.id),
      descending: [...shown].sort((a, b) => b.servings - a.servings || b.id - a.id),
    };
    const dislikedMatches = all.filter((r) => r.active && r.cuisineIds.includes(1) && r.disliked).length;
    for (const [sort, expected] of Object.entries(bySort)) {
      const lastPage = Math.ceil(expected.length / PAGE_SIZE) + 1;
      for (let page = 1; page <= lastPage; page++) {
        const rows = await findRecipePage(
          handle.db,
          { active: 'yes', cuisine: asian },
          { page, sort: sort === 'id' ? undefined : 'descending', hideDislikedFor: userId },
        );
        const want = expected.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
        expect(
          rows.map((r) => r.id),
          `${sort} page ${page}`,
        ).toEqual(want.map((r) => r.id));
        expect(rows.map((r) => r.cuisineIds)).toEqual(want.map((r) => r.cuisineIds));
        for (const row of rows) expect(row.dislikedCount).toBe(dislikedMatches);
      }
    }
    expect(await countDislikedMatching(handle.db, { active: 'yes', cuisine: asian }, userId)).toBe(dislikedMatches);
  });

  it('answers a deep page without hideDisliked with the disliked recipes and a zero disliked count', async () => {
    const expected = all.filter((r) => r.active).sort((a, b) => a.id - b.id);
    for (const page of [11, 14, 15]) {
      const rows = await findRecipePage(handle.db, { active: 'yes' }, { page, sort: undefined });
      const want = expected.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
      expect(rows.map((r) => [r.id, r.cuisineIds, r.dislikedCount])).toEqual(want.map((r) => [r.id, r.cuisineIds, 0]));
    }
  });
});

describe('escapeLike', () => {
  it('escapes the LIKE wildcards and the escape character', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
    expect(escapeLike('plain')).toBe('plain');
  });
});
