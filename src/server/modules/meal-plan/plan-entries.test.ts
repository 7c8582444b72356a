import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planEntries, recipes } from '../../db/schema.ts';
import { createRecipe, createUser, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { deleteHouseholdMember, insertHouseholdMember } from '../households/index.ts';

describe('meal plan entries', () => {
  let t: TestApp;
  let cook: TestUser;
  let recipeId: number;
  beforeAll(async () => {
    t = await createTestApp();
    cook = await createUser(t.app);
    recipeId = await createRecipe(t.db, { details: { name: 'Chicken Tikka Masala', servings: 4 } });
  });
  afterAll(() => t.close());

  const post = (user: TestUser, payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/plan/entries', headers: user.auth, payload: payload as object });
  const week = (user: TestUser, query = 'from=2026-11-30') =>
    t.app.inject({ method: 'GET', url: `/api/plan?${query}`, headers: user.auth });
  const stored = async (ownerId: number) => t.db.select().from(planEntries).where(eq(planEntries.ownerId, ownerId));

  it('adds a recipe with its own servings and a note, and answers them by date, meal, then order of adding', async () => {
    const user = await createUser(t.app);
    const dinner = await post(user, { date: '2026-11-30', meal: 'dinner', recipeId });
    expect(dinner.statusCode).toBe(201);
    expect(dinner.json()).toEqual({
      id: expect.any(Number),
      date: '2026-11-30',
      meal: 'dinner',
      servings: 4,
      note: null,
      recipe: {
        id: recipeId,
        name: 'Chicken Tikka Masala',
        img: expect.any(String),
        servings: 4,
        cookTime: 30,
        isActive: true,
      },
    });
    const side = await post(user, { date: '2026-11-30', meal: 'dinner', note: 'Salad', servings: undefined });
    const lunch = await post(user, { date: '2026-11-30', meal: 'lunch', note: 'Leftovers' });
    const breakfast = await post(user, { date: '2026-12-01', meal: 'breakfast', recipeId, servings: 2 });
    const outside = await post(user, { date: '2026-12-07', meal: 'breakfast', note: 'Next week' });
    expect([side, lunch, breakfast, outside].map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    expect(side.json()).toMatchObject({ servings: null, note: 'Salad', recipe: null });

    const answer = await week(user, 'from=2026-11-30&days=7');
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.from).toBe('2026-11-30');
    expect(body.days).toBe(7);
    expect(body.entries.map((e: { id: number }) => e.id)).toEqual([
      lunch.json().id,
      dinner.json().id,
      side.json().id,
      breakfast.json().id,
    ]);
    expect((await week(user, 'from=2026-12-07&days=1')).json().entries).toHaveLength(1);
  });

  it('keeps the date exactly as sent, whatever the time zone of the process', async () => {
    const user = await createUser(t.app);
    for (const date of ['2000-01-01', '2026-03-29', '2026-11-01', '2100-12-31']) {
      const answer = await post(user, { date, meal: 'breakfast', note: 'x' });
      expect(answer.json().date).toBe(date);
    }
    const rows = await stored(user.id);
    expect(rows.map((r) => r.date).sort()).toEqual(['2000-01-01', '2026-03-29', '2026-11-01', '2100-12-31']);
    expect(rows.every((r) => typeof r.date === 'string')).toBe(true);
  });

  it.each([
    [{ date: '2026-02-30', meal: 'dinner', note: 'x' }, 'date'],
    [{ date: '2026-13-01', meal: 'dinner', note: 'x' }, 'date'],
    [{ date: '1999-12-31', meal: 'dinner', note: 'x' }, 'date'],
    [{ date: '2101-01-01', meal: 'dinner', note: 'x' }, 'date'],
    [{ date: '2026-1-5', meal: 'dinner', note: 'x' }, 'date'],
    [{ date: '2026-11-30T00:00:00Z', meal: 'dinner', note: 'x' }, 'date'],
    [{ meal: 'dinner', note: 'x' }, 'date'],
    [{ date: '2026-11-30', meal: 'brunch', note: 'x' }, 'meal'],
    [{ date: '2026-11-30', note: 'x' }, 'meal'],
    [{ date: '2026-11-30', meal: 'dinner' }, 'recipeId'],
    [{ date: '2026-11-30', meal: 'dinner', recipeId: 1, note: 'x' }, 'note'],
    [{ date: '2026-11-30', meal: 'dinner', recipeId: '1' }, 'recipeId'],
    [{ date: '2026-11-30', meal: 'dinner', note: 'x', servings: 2 }, 'servings'],
    [{ date: '2026-11-30', meal: 'dinner', recipeId: 1, servings: '2' }, 'servings'],
    [{ date: '2026-11-30', meal: 'dinner', recipeId: 1, servings: 0 }, 'servings'],
    [{ date: '2026-11-30', meal: 'dinner', recipeId: 1, servings: 101 }, 'servings'],
    [{ date: '2026-11-30', meal: 'dinner', recipeId: 1, servings: 2.5 }, 'servings'],
    [{ date: '2026-11-30', meal: 'dinner', note: '' }, 'note'],
    [{ date: '2026-11-30', meal: 'dinner', note: '   ' }, 'note'],
    [{ date: '2026-11-30', meal: 'dinner', note: '😀'.repeat(201) }, 'note'],
    [{ date: '2026-11-30', meal: 'dinner', note: 'a\u0000b' }, 'note'],
  ] as [Record<string, unknown>, string][])(
    'refuses %j with a 400 naming %s, and stores nothing',
    async (payload, field) => {
      const user = await createUser(t.app);
      const answer = await post(user, { ...payload, ...(payload.recipeId === 1 ? { recipeId } : {}) });
      expect(answer.statusCode).toBe(400);
      expect(Object.keys(answer.json().details)).toContain(field);
      expect(await stored(user.id)).toEqual([]);
    },
  );

  it('reads a null recipeId or note as not given', async () => {
    const note = await post(cook, { date: '2026-11-30', meal: 'lunch', recipeId: null, note: 'Soup' });
    expect(note.statusCode).toBe(201);
    const recipe = await post(cook, { date: '2026-11-30', meal: 'lunch', recipeId, note: null });
    expect(recipe.json()).toMatchObject({ note: null, recipe: { id: recipeId } });
    const neither = await post(cook, { date: '2026-11-30', meal: 'lunch', recipeId: null, note: null });
    expect(neither.statusCode).toBe(400);
  });

  it('accepts a note of 200 code points (400 UTF-16 units)', async () => {
    const answer = await post(cook, { date: '2026-11-30', meal: 'snack', note: '😀'.repeat(200) });
    expect(answer.statusCode).toBe(201);
  });

  it('answers 404 for an unknown or inactive recipe, storing nothing', async () => {
    const user = await createUser(t.app);
    const inactive = await createRecipe(t.db);
    await t.db.update(recipes).set({ isActive: false }).where(eq(recipes.id, inactive));
    for (const id of [inactive, 2_000_000_000]) {
      expect((await post(user, { date: '2026-11-30', meal: 'dinner', recipeId: id })).statusCode).toBe(404);
    }
    expect(await stored(user.id)).toEqual([]);
  });

  it.each([
    ['', 'from'],
    ['from=2026-02-29', 'from'],
    ['from=2026-11-30&days=0', 'days'],
    ['from=2026-11-30&days=43', 'days'],
    ['from=2026-11-30&days=abc', 'days'],
  ])('GET /api/plan?%s is 400 naming %s', async (query, field) => {
    const answer = await week(cook, query);
    expect(answer.statusCode).toBe(400);
    expect(Object.keys(answer.json().details)).toContain(field);
  });

  it('moves, rescales and renames entries, refusing a note on a recipe and servings on a note', async () => {
    const user = await createUser(t.app);
    const meal = (await post(user, { date: '2026-11-30', meal: 'dinner', recipeId })).json();
    const note = (await post(user, { date: '2026-11-30', meal: 'lunch', note: 'Leftovers' })).json();
    const patch = (id: number, payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/api/plan/entries/${id}`, headers: user.auth, payload });

    const moved = await patch(meal.id, { date: '2026-12-02', meal: 'lunch', servings: 6 });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ id: meal.id, date: '2026-12-02', meal: 'lunch', servings: 6 });
    expect((await patch(note.id, { note: 'Eating out' })).json()).toMatchObject({ note: 'Eating out' });

    const refusals = [
      [meal.id, { note: 'x' }, 'note'],
      [note.id, { servings: 2 }, 'servings'],
      [meal.id, { servings: '2' }, 'servings'],
      [meal.id, { date: '2026-02-30' }, 'date'],
      [meal.id, { meal: 'supper' }, 'meal'],
      [meal.id, {}, 'body'],
    ] as const;
    for (const [id, payload, field] of refusals) {
      const answer = await patch(id, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(answer.json().details)).toContain(field);
    }
    const rows = await stored(user.id);
    expect(rows.find((r) => r.id === meal.id)).toMatchObject({
      date: '2026-12-02',
      meal: 'lunch',
      servings: 6,
      note: null,
    });
    expect(rows.find((r) => r.id === note.id)).toMatchObject({ note: 'Eating out', servings: null });

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/plan/entries/${note.id}`, headers: user.auth });
    expect(removed.statusCode).toBe(204);
    expect((await stored(user.id)).map((r) => r.id)).toEqual([meal.id]);
  });

  it("answers 404 for another household's entry and leaves it alone", async () => {
    const owner = await createUser(t.app);
    const stranger = await createUser(t.app);
    const entry = (await post(owner, { date: '2026-11-30', meal: 'dinner', recipeId })).json();
    const as = (method: 'PATCH' | 'DELETE', payload?: object) =>
      t.app.inject({ method, url: `/api/plan/entries/${entry.id}`, headers: stranger.auth, payload });
    expect((await as('PATCH', { servings: 9 })).statusCode).toBe(404);
    expect((await as('DELETE')).statusCode).toBe(404);
    expect((await week(stranger)).json().entries).toEqual([]);
    expect(await stored(owner.id)).toMatchObject([{ id: entry.id, servings: 4 }]);
  });

  it("a member sees and changes the owner's plan, and their own again after leaving", async () => {
    const owner = await createUser(t.app);
    const member = await createUser(t.app);
    const own = (await post(member, { date: '2026-11-30', meal: 'breakfast', note: 'Mine' })).json();
    await insertHouseholdMember(t.db, member.id, owner.id);

    const shared = (await post(member, { date: '2026-11-30', meal: 'dinner', recipeId })).json();
    expect((await week(owner)).json().entries.map((e: { id: number }) => e.id)).toEqual([shared.id]);
    expect((await week(member)).json().entries.map((e: { id: number }) => e.id)).toEqual([shared.id]);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/plan/entries/${shared.id}`,
      headers: member.auth,
      payload: { servings: 3 },
    });
    expect(patched.statusCode).toBe(200);
    expect(await stored(owner.id)).toMatchObject([{ id: shared.id, servings: 3 }]);

    await deleteHouseholdMember(t.db, member.id);
    expect((await week(member)).json().entries.map((e: { id: number }) => e.id)).toEqual([own.id]);
    const gone = await t.app.inject({ method: 'DELETE', url: `/api/plan/entries/${shared.id}`, headers: member.auth });
    expect(gone.statusCode).toBe(404);
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/plan?from=2026-11-30' })).statusCode).toBe(401);
  });
});
