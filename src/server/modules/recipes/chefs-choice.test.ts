import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChefsChoiceResult } from '#domain/recipe.ts';
import { dislikes } from '../../db/schema.ts';
import { createRecipe, createUser, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('POST /api/recipes/chefs-choice', () => {
  let t: TestApp;
  let user: TestUser;
  let other: TestUser;
  const id: Record<string, number> = {};
  const servingsOf = new Map<number, number>();

  const choose = async (body: object, who: TestUser = user): Promise<ChefsChoiceResult> => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/recipes/chefs-choice',
      payload: body,
      headers: who.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const pickedIds = (r: ChefsChoiceResult) => r.recipes.map((x) => x.id).sort((a, b) => a - b);
  const sorted = (...names: string[]) => names.map((n) => id[n]).sort((a, b) => a - b);
  // A target no catalogue here can reach, so every candidate is picked.
  const everything = { people: 100, meals: 100 };

  beforeAll(async () => {
    t = await createTestApp();
    [user, other] = await Promise.all([createUser(t.app), createUser(t.app)]);
    const make = async (name: string, o: Parameters<typeof createRecipe>[1] & { details: { servings: number } }) => {
      id[name] = await createRecipe(t.db, o);
      servingsOf.set(id[name], o.details.servings);
    };
    await make('r1', {
      details: { servings: 2, cookTime: 20 },
      cuisines: ['asian'],
      restrictions: ['vegan', 'vegetarian'],
      appliances: ['stovetop'],
    });
    await make('r2', {
      details: { servings: 4, cookTime: 50 },
      cuisines: ['asian'],
      restrictions: ['vegan'],
      appliances: ['oven'],
    });
    await make('r3', {
      details: { servings: 3, cookTime: 25 },
      cuisines: ['mexican'],
      restrictions: ['vegetarian'],
      appliances: ['grill'],
    });
    await make('r4', {
      details: { servings: 5, cookTime: 60 },
      cuisines: ['mexican', 'fusion'],
      restrictions: ['vegan', 'vegetarian', 'nut-free'],
      appliances: ['stovetop', 'oven'],
    });
    await make('r5', {
      details: { servings: 6, cookTime: 90 },
      cuisines: ['american'],
      restrictions: [],
      appliances: ['grill'],
    });
    await make('retired', {
      details: { servings: 4, cookTime: 10, isActive: false },
      cuisines: ['asian'],
      restrictions: ['vegan', 'vegetarian'],
      appliances: ['stovetop'],
    });
    await make('disliked', {
      details: { servings: 2, cookTime: 30 },
      cuisines: ['soup'],
      restrictions: ['vegan', 'vegetarian'],
      appliances: ['slow cooker'],
    });
    await t.db.insert(dislikes).values({ userId: user.id, recipeId: id.disliked });
  });
  afterAll(() => t.close());

  it('without filters, offers every active recipe the caller does not dislike', async () => {
    const r = await choose(everything);
    expect(r.matched).toBe(5);
    expect(pickedIds(r)).toEqual(sorted('r1', 'r2', 'r3', 'r4', 'r5'));
    expect(r.totalServings).toBe(20);
  });

  it('requires every restriction given', async () => {
    const r = await choose({ ...everything, restrictions: ['vegan', 'vegetarian'] });
    expect(r.matched).toBe(2);
    expect(pickedIds(r)).toEqual(sorted('r1', 'r4'));
  });

  it('accepts any one of the cuisines given', async () => {
    const r = await choose({ ...everything, cuisines: ['asian', 'mexican'] });
    expect(pickedIds(r)).toEqual(sorted('r1', 'r2', 'r3', 'r4'));
    expect((await choose({ ...everything, cuisines: ['fusion'] })).recipes.map((x) => x.id)).toEqual([id.r4]);
  });

  it('accepts any one of the appliances given', async () => {
    const r = await choose({ ...everything, appliances: ['oven', 'grill'] });
    expect(pickedIds(r)).toEqual(sorted('r2', 'r3', 'r4', 'r5'));
  });

  it('keeps cook times at or below 30 or 60, and all for all', async () => {
    expect(pickedIds(await choose({ ...everything, cookTime: '30' }))).toEqual(sorted('r1', 'r3'));
    expect(pickedIds(await choose({ ...everything, cookTime: '60' }))).toEqual(sorted('r1', 'r2', 'r3', 'r4'));
    expect((await choose({ ...everything, cookTime: 'all' })).matched).toBe(5);
  });

  it('combines every rule', async () => {
    const r = await choose({
      ...everything,
      restrictions: ['vegan'],
      cuisines: ['asian', 'mexican'],
      appliances: ['stovetop'],
      cookTime: '60',
    });
    expect(pickedIds(r)).toEqual(sorted('r1', 'r4'));
    expect(r.matched).toBe(2);
  });

  it('treats empty lists as no constraint', async () => {
    expect((await choose({ ...everything, cuisines: [], restrictions: [], appliances: [] })).matched).toBe(5);
  });

  it('never offers an inactive or a disliked recipe, but offers the dislike to others', async () => {
    for (let i = 0; i < 5; i++) {
      const ids = pickedIds(await choose({ ...everything, restrictions: ['vegetarian'] }));
      expect(ids).not.toContain(id.retired);
      expect(ids).not.toContain(id.disliked);
    }
    const forOther = await choose({ ...everything, restrictions: ['vegetarian'] }, other);
    expect(pickedIds(forOther)).toEqual(sorted('r1', 'r3', 'r4', 'disliked'));
  });

  it('sets target to people × meals and stops once the servings reach it', async () => {
    for (let i = 0; i < 15; i++) {
      const r = await choose({ people: 2, meals: 3 });
      expect(r.target).toBe(6);
      expect(r.insufficient).toBe(false);
      const servings = r.recipes.map((x) => x.servings ?? 0);
      const total = servings.reduce((a, b) => a + b, 0);
      expect(r.totalServings).toBe(total);
      expect(total).toBeGreaterThanOrEqual(6);
      // Without the last pick the total falls short: nothing is picked past the target.
      expect(total - servings[servings.length - 1]).toBeLessThan(6);
      expect(new Set(r.recipes.map((x) => x.id)).size).toBe(r.recipes.length);
      expect(r.matched).toBe(5);
    }
  });

  it('picks at random', async () => {
    const firsts = new Set<number>();
    for (let i = 0; i < 25; i++) firsts.add((await choose({ people: 1, meals: 1 })).recipes[0].id);
    expect(firsts.size).toBeGreaterThan(1);
  });

  it('flags insufficient servings when the matches run out, without repeats', async () => {
    const r = await choose({ people: 3, meals: 4, restrictions: ['vegan'] });
    expect(r.target).toBe(12);
    expect(r.matched).toBe(3);
    expect(pickedIds(r)).toEqual(sorted('r1', 'r2', 'r4'));
    expect(r.totalServings).toBe(11);
    expect(r.insufficient).toBe(true);
  });

  it('answers nothing, flagged, when nothing matches', async () => {
    expect(await choose({ people: 2, meals: 2, restrictions: ['pescatarian'] })).toEqual({
      recipes: [],
      matched: 0,
      totalServings: 0,
      target: 4,
      insufficient: true,
    });
  });

  it('answers full recipes', async () => {
    const r = await choose({ people: 1, meals: 1, cuisines: ['american'] });
    expect(r.recipes).toEqual([
      expect.objectContaining({
        id: id.r5,
        url: expect.any(String),
        cuisines: [{ name: 'american' }],
        appliances: [{ name: 'grill' }],
        lineItems: [
          expect.objectContaining({ qty: 1.5, measurement: 'cups', ingredient: { name: 'flour' } }),
          expect.anything(),
        ],
      }),
    ]);
    expect(r.totalServings).toBe(servingsOf.get(id.r5));
  });

  it.each([
    [{ people: 0, meals: 1 }, 'people'],
    [{ people: 1.5, meals: 1 }, 'people'],
    [{ people: 1 }, 'meals'],
    [{ people: 1, meals: 1, cuisines: ['pizza'] }, 'cuisines.0'],
    [{ people: 1, meals: 1, restrictions: ['keto'] }, 'restrictions.0'],
    [{ people: 1, meals: 1, appliances: 'oven' }, 'appliances'],
    [{ people: 1, meals: 1, cookTime: '45' }, 'cookTime'],
  ])('rejects %j with 400 naming %s', async (body, field) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/recipes/chefs-choice',
      payload: body,
      headers: user.auth,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toHaveProperty([field]);
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/recipes/chefs-choice',
      payload: { people: 1, meals: 1 },
    });
    expect(res.statusCode).toBe(401);
  });
});
