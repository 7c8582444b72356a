import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '#domain/constants.ts';
import { dislikes } from '../../db/schema.ts';
import { createAdmin, createRecipe, createUser, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

interface Row {
  id: number;
  name: string;
  servings: number;
  cookTime: number;
  isActive: boolean;
  cuisines: { name: string }[];
  restrictions: { name: string }[];
}

describe('GET /api/recipes', () => {
  let t: TestApp;
  let user: TestUser;
  let other: TestUser;
  let admin: TestUser;
  const id: Record<string, number> = {};
  const fillers: number[] = [];

  const list = async (query: string, who: TestUser = user) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/recipes${query}`, headers: who.auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { rows: Row[]; count: number };
  };
  const ids = (rows: Row[]) => rows.map((r) => r.id);

  beforeAll(async () => {
    t = await createTestApp();
    [user, other, admin] = await Promise.all([createUser(t.app), createUser(t.app), createAdmin(t.app)]);
    const make = (name: string, o: Parameters<typeof createRecipe>[1]) =>
      createRecipe(t.db, o).then((n) => (id[name] = n));
    await make('tofu', {
      details: { name: 'Spicy Tofu Bowl', servings: 2, cookTime: 20 },
      cuisines: ['asian'],
      restrictions: ['vegan', 'vegetarian'],
      appliances: ['stovetop'],
    });
    await make('tacos', {
      details: { name: 'Beef Tacos', servings: 6, cookTime: 45 },
      cuisines: ['mexican'],
      restrictions: [],
      appliances: ['grill'],
    });
    await make('pasta', {
      details: { name: 'Pasta Primavera', servings: 4, cookTime: 30 },
      cuisines: ['pasta', 'mediterranean'],
      restrictions: ['vegetarian'],
      appliances: ['stovetop'],
    });
    await make('chili', {
      details: { name: 'Old Chili', servings: 8, cookTime: 240, isActive: false },
      cuisines: ['american', 'mexican'],
      restrictions: ['glutan-free'],
      appliances: ['slow cooker'],
    });
    await make('juice', {
      details: { name: '100% Juice_Mix', servings: 1, cookTime: 5 },
      cuisines: ['healthy'],
      restrictions: ['vegan'],
      appliances: [],
    });
    await make('juice2', {
      details: { name: '1000 Juice Mix', servings: 3, cookTime: 10 },
      cuisines: ['healthy'],
      restrictions: [],
      appliances: [],
    });
    await make('soup', {
      details: { name: 'Salmon Soup', servings: 5, cookTime: 60 },
      cuisines: ['soup'],
      restrictions: ['pescatarian'],
      appliances: ['oven'],
    });
    await make('salad', {
      details: { name: 'Retired Salad', servings: 2, cookTime: 15, isActive: false },
      cuisines: ['salad'],
      restrictions: ['vegan'],
      appliances: [],
    });
    for (let n = 0; n < 30; n++) {
      fillers.push(
        await createRecipe(t.db, {
          details: { name: `Filler ${n}`, servings: (n % 5) + 1, cookTime: 90 },
          cuisines: ['other'],
          restrictions: [],
          appliances: ['oven'],
        }),
      );
    }
    await t.db.insert(dislikes).values([
      { userId: user.id, recipeId: id.tofu },
      { userId: user.id, recipeId: id.tacos },
      // Inactive: already outside the user's list, so hiding it must not lower the count again.
      { userId: user.id, recipeId: id.chili },
    ]);
  });
  afterAll(() => t.close());

  const activeIds = () => [id.tofu, id.tacos, id.pasta, id.juice, id.juice2, id.soup, ...fillers].sort((a, b) => a - b);

  describe('paging', () => {
    it('answers the first 25 active recipes by id, with the total', async () => {
      const body = await list('');
      expect(body.count).toBe(36);
      expect(body.rows).toHaveLength(PAGE_SIZE);
      expect(ids(body.rows)).toEqual(activeIds().slice(0, 25));
    });

    it('answers the rest on page 2 and nothing past the end', async () => {
      const page2 = await list('?page=2');
      expect(page2.count).toBe(36);
      expect(ids(page2.rows)).toEqual(activeIds().slice(25));
      const page3 = await list('?page=3');
      expect(page3).toEqual({ rows: [], count: 36 });
    });

    it('gives rows a summary with cuisines and restrictions, in the contract shape', async () => {
      const { rows } = await list('?cuisine=pasta');
      expect(rows).toEqual([
        {
          id: id.pasta,
          name: 'Pasta Primavera',
          img: '/images/cuisines/other.svg',
          servings: 4,
          cookTime: 30,
          isActive: true,
          cuisines: [{ name: 'pasta' }, { name: 'mediterranean' }],
          restrictions: [{ name: 'vegetarian' }],
          // The household's cooking (docs/api/kitchen-loop.md, "Cooked it"): never cooked here.
          lastCooked: null,
          timesCooked: 0,
          averageRating: null,
          ratingCount: 0,
        },
      ]);
    });

    it('rejects page 0 and a non-number page, naming the field', async () => {
      for (const page of ['0', 'abc', '1.5']) {
        const res = await t.app.inject({ method: 'GET', url: `/api/recipes?page=${page}`, headers: user.auth });
        expect(res.statusCode).toBe(400);
        expect(res.json().details).toHaveProperty('page');
      }
    });
  });

  describe('filters', () => {
    it('cuisine keeps recipes with that cuisine, active only', async () => {
      expect(await list('?cuisine=mexican')).toMatchObject({ count: 1, rows: [{ id: id.tacos }] });
    });

    it("'all' filters nothing", async () => {
      const body = await list('?cuisine=all&restriction=all&appliance=all&cookTime=all');
      expect(body.count).toBe(36);
      expect(ids(body.rows)).toEqual(activeIds().slice(0, 25));
    });

    it('restriction keeps recipes with that restriction', async () => {
      const body = await list('?restriction=vegan');
      expect(body.count).toBe(2);
      expect(ids(body.rows)).toEqual([id.tofu, id.juice]);
    });

    it('appliance keeps recipes that need it', async () => {
      const body = await list('?appliance=stovetop');
      expect(ids(body.rows)).toEqual([id.tofu, id.pasta]);
      expect(body.count).toBe(2);
    });

    it('cookTime 30 and 60 keep recipes at or below the bound', async () => {
      const at30 = await list('?cookTime=30');
      expect(ids(at30.rows)).toEqual([id.tofu, id.pasta, id.juice, id.juice2]);
      expect(at30.count).toBe(4);
      const at60 = await list('?cookTime=60');
      expect(ids(at60.rows)).toEqual([id.tofu, id.tacos, id.pasta, id.juice, id.juice2, id.soup]);
      expect(at60.count).toBe(6);
    });

    it('combines filters with AND', async () => {
      expect(ids((await list('?cuisine=asian&restriction=vegan&cookTime=30')).rows)).toEqual([id.tofu]);
      expect(ids((await list('?restriction=vegetarian&appliance=stovetop&cookTime=30')).rows)).toEqual([
        id.tofu,
        id.pasta,
      ]);
      expect(await list('?cuisine=pasta&restriction=vegan')).toEqual({ rows: [], count: 0 });
      expect(await list('?cuisine=other&cookTime=60')).toEqual({ rows: [], count: 0 });
      const fillerOven = await list('?cuisine=other&appliance=oven&page=2');
      expect(fillerOven.count).toBe(30);
      expect(ids(fillerOven.rows)).toEqual(fillers.slice(25));
    });

    it('rejects values outside the fixed lists, naming each field', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/recipes?cuisine=pizza&restriction=keto&appliance=microwave&cookTime=45&sort=up&active=maybe&hideDisliked=yes',
        headers: user.auth,
      });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().details).sort()).toEqual(
        ['active', 'appliance', 'cookTime', 'cuisine', 'hideDisliked', 'restriction', 'sort'].sort(),
      );
    });
  });

  describe('sort', () => {
    it('ascending orders by servings, then id', async () => {
      const page1 = await list('?sort=ascending');
      const page2 = await list('?sort=ascending&page=2');
      const all = [...page1.rows, ...page2.rows];
      expect(all).toHaveLength(36);
      const expected = [...all].sort((a, b) => a.servings - b.servings || a.id - b.id);
      expect(ids(all)).toEqual(ids(expected));
      expect(all[0].id).toBe(id.juice);
    });

    it('descending orders by servings, then id, both downwards', async () => {
      const page1 = await list('?sort=descending');
      const page2 = await list('?sort=descending&page=2');
      const all = [...page1.rows, ...page2.rows];
      const expected = [...all].sort((a, b) => b.servings - a.servings || b.id - a.id);
      expect(ids(all)).toEqual(ids(expected));
      expect(new Set(ids(all)).size).toBe(36);
    });

    it('sorts within a filter', async () => {
      const body = await list('?cookTime=60&sort=descending');
      expect(ids(body.rows)).toEqual([id.tacos, id.soup, id.pasta, id.juice2, id.tofu, id.juice]);
    });
  });

  describe('q', () => {
    it('matches part of the name, ignoring case', async () => {
      const body = await list('?q=jUiCe');
      expect(ids(body.rows)).toEqual([id.juice, id.juice2]);
      expect(body.count).toBe(2);
    });

    it('takes % and _ as text, never as wildcards (search itself: recipes-search.test.ts)', async () => {
      expect(ids((await list(`?q=${encodeURIComponent('100%')}`)).rows)[0]).toBe(id.juice);
      expect(await list(`?q=${encodeURIComponent('%%')}`)).toEqual({ rows: [], count: 0 });
      expect(await list(`?q=${encodeURIComponent('%_')}`)).toEqual({ rows: [], count: 0 });
    });

    it('ignores surrounding blanks and combines with filters', async () => {
      expect(ids((await list('?q=%20juice%20&restriction=vegan')).rows)).toEqual([id.juice]);
      expect((await list('?q=%20%20')).count).toBe(36);
    });
  });

  describe('hideDisliked', () => {
    it("leaves out the caller's disliked recipes, and counts without them", async () => {
      const body = await list('?hideDisliked=true&cookTime=60');
      expect(ids(body.rows)).toEqual([id.pasta, id.juice, id.juice2, id.soup]);
      expect(body.count).toBe(4);
      const all = await list('?hideDisliked=true');
      expect(all.count).toBe(34);
      expect(ids(all.rows)).not.toContain(id.tofu);
      expect(ids(all.rows)).not.toContain(id.tacos);
    });

    it('keeps them without the flag, or with hideDisliked=false', async () => {
      expect((await list('?cookTime=60')).count).toBe(6);
      expect((await list('?hideDisliked=false&cookTime=60')).count).toBe(6);
    });

    it("does not hide one user's dislikes from another", async () => {
      const body = await list('?hideDisliked=true&cookTime=60', other);
      expect(body.count).toBe(6);
    });

    it('combines with filters and sort', async () => {
      expect(await list('?hideDisliked=true&cuisine=mexican')).toEqual({ rows: [], count: 0 });
      const sorted = await list('?hideDisliked=true&cookTime=30&sort=descending');
      expect(ids(sorted.rows)).toEqual([id.pasta, id.juice2, id.juice]);
      expect(sorted.count).toBe(3);
    });
  });

  describe('active', () => {
    it('shows users active recipes only, even when they ask for more', async () => {
      for (const active of ['no', 'both', 'yes']) {
        const body = await list(`?active=${active}&restriction=vegan`);
        expect(ids(body.rows)).toEqual([id.tofu, id.juice]);
        expect(body.count).toBe(2);
      }
    });

    it('lets admins choose, with both as the default', async () => {
      expect((await list('', admin)).count).toBe(38);
      expect((await list('?active=both', admin)).count).toBe(38);
      expect((await list('?active=yes', admin)).count).toBe(36);
      const inactive = await list('?active=no', admin);
      expect(ids(inactive.rows)).toEqual([id.chili, id.salad]);
      expect(inactive.rows.every((r) => !r.isActive)).toBe(true);
      expect(inactive.count).toBe(2);
    });

    it('combines with filters for admins', async () => {
      expect(ids((await list('?active=no&restriction=vegan', admin)).rows)).toEqual([id.salad]);
      expect(ids((await list('?active=both&cuisine=mexican', admin)).rows)).toEqual([id.tacos, id.chili]);
    });
  });

  it('answers 401 without a valid token', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/recipes' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toHaveProperty('error');
    const bad = await t.app.inject({ method: 'GET', url: '/api/recipes', headers: { authorization: 'Bearer nope' } });
    expect(bad.statusCode).toBe(401);
  });
});
