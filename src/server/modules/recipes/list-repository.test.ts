import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '#domain/constants.ts';
import { recipes } from '../../db/schema.ts';
import { createTestDatabase } from '../../test/test-app.ts';
import { countRecipes, escapeLike, findRecipePage } from './list-repository.ts';

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

describe('escapeLike', () => {
  it('escapes the LIKE wildcards and the escape character', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
    expect(escapeLike('plain')).toBe('plain');
  });
});
