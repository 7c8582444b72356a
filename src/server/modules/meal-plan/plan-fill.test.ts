import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { planEntries, recipes } from '../../db/schema.ts';
import { createRecipe, createUser, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('filling the plan', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  // Each test starts from an empty catalogue of its own.
  beforeEach(async () => {
    await t.db.update(recipes).set({ isActive: false });
  });

  const fill = (user: TestUser, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/plan/fill', headers: user.auth, payload });
  const entriesOf = (ownerId: number) => t.db.select().from(planEntries).where(eq(planEntries.ownerId, ownerId));

  it('fills every empty slot of the range with a different recipe and its own servings', async () => {
    const user = await createUser(t.app);
    const ids = await Promise.all(Array.from({ length: 20 }, () => createRecipe(t.db, { details: { servings: 3 } })));
    const answer = await fill(user, { from: '2026-11-30', days: 7, meals: ['dinner', 'lunch'] });
    expect(answer.statusCode).toBe(200);
    const { created, unfilled } = answer.json();
    expect(unfilled).toBe(0);
    expect(created).toHaveLength(14);
    expect(new Set(created.map((e: { recipe: { id: number } }) => e.recipe.id)).size).toBe(14);
    expect(created.every((e: { recipe: { id: number } }) => ids.includes(e.recipe.id))).toBe(true);
    expect(created.every((e: { servings: number }) => e.servings === 3)).toBe(true);
    // By date, then meal.
    expect(created.slice(0, 2).map((e: { date: string; meal: string }) => `${e.date} ${e.meal}`)).toEqual([
      '2026-11-30 lunch',
      '2026-11-30 dinner',
    ]);
    expect(await entriesOf(user.id)).toHaveLength(14);
  });

  it('leaves filled slots alone, sets the servings asked, and counts what the catalogue cannot fill', async () => {
    const user = await createUser(t.app);
    const [a, b, c] = await Promise.all([createRecipe(t.db), createRecipe(t.db), createRecipe(t.db)]);
    await t.app.inject({
      method: 'POST',
      url: '/api/plan/entries',
      headers: user.auth,
      payload: { date: '2026-11-30', meal: 'dinner', note: 'Eating out' },
    });
    const answer = await fill(user, { from: '2026-11-30', days: 5, meals: ['dinner'], servings: 2 });
    const { created, unfilled } = answer.json();
    // 4 empty slots, 3 recipes: one slot stays empty.
    expect(created.map((e: { date: string }) => e.date)).toEqual(['2026-12-01', '2026-12-02', '2026-12-03']);
    expect(created.map((e: { recipe: { id: number } }) => e.recipe.id).sort()).toEqual([a, b, c].sort());
    expect(created.every((e: { servings: number }) => e.servings === 2)).toBe(true);
    expect(unfilled).toBe(1);
    expect(await entriesOf(user.id)).toHaveLength(4);
  });

  it("never repeats a recipe planned in the range or the 7 days before, and skips the caller's dislikes", async () => {
    const user = await createUser(t.app);
    const [before, inRange, disliked, free, tooEarly] = await Promise.all(
      Array.from({ length: 5 }, () => createRecipe(t.db)),
    );
    const plan = (date: string, recipeId: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/plan/entries',
        headers: user.auth,
        payload: { date, meal: 'lunch', recipeId },
      });
    await plan('2026-11-23', before); // from − 7
    await plan('2026-12-03', inRange);
    await plan('2026-11-22', tooEarly); // from − 8: may come again
    await t.app.inject({
      method: 'PUT',
      url: '/api/user/me/updatedislikes',
      headers: user.auth,
      payload: { action: 'add', id: disliked },
    });
    const { created, unfilled } = (await fill(user, { from: '2026-11-30', days: 7, meals: ['dinner'] })).json();
    expect(created.map((e: { recipe: { id: number } }) => e.recipe.id).sort()).toEqual([free, tooEarly].sort());
    expect(unfilled).toBe(5);
  });

  it("matches exactly as chef's choice: every restriction, any cuisine, any appliance, cook time", async () => {
    const user = await createUser(t.app);
    const good = await createRecipe(t.db, {
      cuisines: ['pasta'],
      restrictions: ['vegan', 'nut-free'],
      appliances: ['oven'],
      details: { cookTime: 25 },
    });
    await createRecipe(t.db, { cuisines: ['pasta'], restrictions: ['vegan'], appliances: ['oven'] }); // one restriction
    await createRecipe(t.db, { cuisines: ['mexican'], restrictions: ['vegan', 'nut-free'], appliances: ['oven'] });
    await createRecipe(t.db, {
      cuisines: ['pasta'],
      restrictions: ['vegan', 'nut-free'],
      appliances: ['oven'],
      details: { cookTime: 45 },
    });
    const answer = await fill(user, {
      from: '2026-11-30',
      days: 3,
      meals: ['dinner'],
      cuisines: ['pasta', 'soup'],
      restrictions: ['vegan', 'nut-free'],
      appliances: ['oven', 'grill'],
      cookTime: '30',
    });
    const { created, unfilled } = answer.json();
    expect(created.map((e: { recipe: { id: number } }) => e.recipe.id)).toEqual([good]);
    expect(unfilled).toBe(2);
  });

  it.each([
    [{ days: 7, meals: ['dinner'] }, 'from'],
    [{ from: '2026-02-30', meals: ['dinner'] }, 'from'],
    [{ from: '2026-11-30', days: 43, meals: ['dinner'] }, 'days'],
    [{ from: '2026-11-30', days: 0, meals: ['dinner'] }, 'days'],
    [{ from: '2026-11-30', days: '7', meals: ['dinner'] }, 'days'],
    [{ from: '2026-11-30', meals: [] }, 'meals'],
    [{ from: '2026-11-30', meals: ['brunch'] }, 'meals.0'],
    [{ from: '2026-11-30', meals: ['dinner'], servings: '2' }, 'servings'],
    [{ from: '2026-11-30', meals: ['dinner'], cuisines: ['martian'] }, 'cuisines.0'],
    [{ from: '2026-11-30', meals: ['dinner'], cookTime: '45' }, 'cookTime'],
  ])('refuses %j with a 400 naming %s, planning nothing', async (payload, field) => {
    const user = await createUser(t.app);
    await createRecipe(t.db);
    const answer = await fill(user, payload);
    expect(answer.statusCode).toBe(400);
    expect(Object.keys(answer.json().details)).toContain(field);
    expect(await entriesOf(user.id)).toEqual([]);
  });
});
