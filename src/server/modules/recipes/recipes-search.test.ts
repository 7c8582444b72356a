import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { dislikes, recipeNameWords, recipes } from '../../db/schema.ts';
import { createRecipe, createUser, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

interface Row {
  id: number;
  name: string;
}

// GET /api/recipes?q= (docs/decisions/recipes.md): words, prefixes, substrings and one-letter typos, best matches first.
describe('GET /api/recipes?q=', () => {
  let t: TestApp;
  let user: TestUser;
  const id: Record<string, number> = {};

  const search = async (q: string, extra = '') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/recipes?q=${encodeURIComponent(q)}${extra}`,
      headers: user.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { rows: Row[]; count: number };
  };
  const names = (rows: Row[]) => rows.map((r) => r.name);
  /** Every page of a search, in order. */
  const searchAll = async (q: string) => {
    const rows: Row[] = [];
    for (let page = 1; ; page++) {
      const body = await search(q, `&page=${page}`);
      rows.push(...body.rows);
      if (body.rows.length === 0 || rows.length >= body.count) return { rows, count: body.count };
    }
  };

  beforeAll(async () => {
    t = await createTestApp();
    user = await createUser(t.app);
    const dishes: Record<string, [string, string[]]> = {
      curry: ['Chicken Curry', ['asian']],
      thai: ['Thai Green Chicken Curry with Jasmine Rice', ['asian']],
      pie: ['Chicken and Leek Pie', ['american']],
      chickpea: ['Chickpea Salad', ['mediterranean']],
      stew: ['Beef Stew', ['american']],
      carrot: ['Carrot Cake', ['american']],
      cheesecake: ['Baked Cheesecake', ['american']],
      laksa: ['Curry Laksa', ['asian']],
    };
    for (const [key, [name, cuisines]] of Object.entries(dishes))
      id[key] = await createRecipe(t.db, { details: { name }, cuisines: cuisines as ['asian'] });
    // 30 more chicken dishes, so a search spans pages.
    for (let i = 1; i <= 30; i++) await createRecipe(t.db, { details: { name: `Roast Chicken No ${i}` } });
  });

  afterAll(() => t?.close());

  it('finds a recipe by any word of its name', async () => {
    const body = await search('curry');
    expect(names(body.rows).sort()).toEqual(
      ['Chicken Curry', 'Curry Laksa', 'Thai Green Chicken Curry with Jasmine Rice'].sort(),
    );
    expect(body.count).toBe(3);
    expect(names((await search('JASMINE')).rows)).toEqual(['Thai Green Chicken Curry with Jasmine Rice']);
  });

  it('finds a recipe by the start of a word', async () => {
    const body = await search('lak');
    expect(names(body.rows)).toEqual(['Curry Laksa']);
    expect(names((await search('chick cur')).rows).sort()).toEqual(
      ['Chicken Curry', 'Thai Green Chicken Curry with Jasmine Rice'].sort(),
    );
  });

  it('finds a recipe despite a one-letter typo', async () => {
    const body = await searchAll('chiken');
    expect(body.count).toBe(33);
    expect(names(body.rows)).toContain('Chicken Curry');
    expect(names(body.rows)).toContain('Chicken and Leek Pie');
    expect(names(body.rows)).not.toContain('Beef Stew');
    expect(names((await search('carot')).rows)).toEqual(['Carrot Cake']);
    expect(names((await search('cury laksa')).rows)[0]).toBe('Curry Laksa');
  });

  it('puts the best matches first', async () => {
    // The name closest to the search first; a whole word before a word that merely contains it.
    expect(names((await search('chicken curry')).rows)).toEqual([
      'Chicken Curry',
      'Thai Green Chicken Curry with Jasmine Rice',
    ]);
    // Near misses only count when no name has the word: 'cake' is not a word of 'Cheesecake'.
    expect(names((await search('cake')).rows)).toEqual(['Carrot Cake']);
    expect(names((await search('cheesecak')).rows)).toEqual(['Baked Cheesecake']);
    const chicken = names((await searchAll('chicken')).rows);
    expect(chicken[0]).toBe('Chicken Curry');
    expect(chicken).not.toContain('Chickpea Salad');
    expect(chicken.indexOf('Chicken and Leek Pie')).toBeLessThan(
      chicken.indexOf('Thai Green Chicken Curry with Jasmine Rice'),
    );
  });

  it('counts exactly the rows it pages through', async () => {
    const page1 = await search('chicken');
    const page2 = await search('chicken', '&page=2');
    const all = [...page1.rows, ...page2.rows].map((r) => r.id);
    expect(page1.count).toBe(33);
    expect(page2.count).toBe(33);
    expect(page1.rows).toHaveLength(25);
    expect(new Set(all).size).toBe(33);
    expect((await search('chicken', '&page=3')).rows).toEqual([]);
  });

  it('finds nothing for a word no name is near, and takes any character as text', async () => {
    expect(await search('zebra')).toEqual({ rows: [], count: 0 });
    for (const q of ["chicken & (curry | !stew)'", ':*', '\\', "o'clock"]) {
      const body = await search(q);
      expect(body.count).toBe(body.rows.length);
    }
    expect(names((await search('chicken & (curry')).rows)[0]).toBe('Chicken Curry');
  });

  it('combines with the filters and the sort, and leaves out disliked recipes', async () => {
    expect(names((await search('curry', '&cuisine=asian')).rows).sort()).toEqual(
      ['Chicken Curry', 'Curry Laksa', 'Thai Green Chicken Curry with Jasmine Rice'].sort(),
    );
    expect((await search('chicken', '&cuisine=asian')).count).toBe(2);
    const sorted = await search('curry', '&sort=ascending');
    expect(sorted.rows.map((r) => r.id)).toEqual([id.curry, id.thai, id.laksa]);
    await t.db.insert(dislikes).values({ userId: user.id, recipeId: id.laksa });
    const hidden = await search('curry', '&hideDisliked=true');
    expect(names(hidden.rows)).not.toContain('Curry Laksa');
    expect(hidden.count).toBe(2);
  });

  it('corrects typos against the words of the names as they are now', async () => {
    expect(await search('goulasch')).toEqual({ rows: [], count: 0 });
    await t.db.update(recipes).set({ name: 'Beef Goulash' }).where(eq(recipes.id, id.stew));
    const words = (await t.db.select().from(recipeNameWords)).map((w) => w.word);
    expect(words).toContain('goulash');
    expect(names((await search('goulasch')).rows)).toEqual(['Beef Goulash']);
    expect(names((await search('goulash')).rows)).toEqual(['Beef Goulash']);
  });
});
