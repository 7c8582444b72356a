import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipes } from '../../db/schema.ts';
import { createRecipe, createUser, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertHouseholdMember } from '../households/index.ts';

interface ListBody {
  version: number;
  recipes: { id: number; servings: number }[];
}

describe('adding a week of the plan to the list', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const plan = (user: TestUser, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/plan/entries', headers: user.auth, payload });
  const toList = (user: TestUser, payload: object = { from: '2026-11-30', days: 7 }) =>
    t.app.inject({ method: 'POST', url: '/api/plan/to-list', headers: user.auth, payload });
  const list = async (user: TestUser) =>
    (await t.app.inject({ method: 'GET', url: '/api/lists/current', headers: user.auth })).json() as ListBody;
  const servingsOn = (body: ListBody) => Object.fromEntries(body.recipes.map((r) => [r.id, r.servings]));

  it('adds each recipe with the sum of its servings in one version step, skipping inactive ones and notes', async () => {
    const user = await createUser(t.app);
    const [a, b, gone] = await Promise.all([createRecipe(t.db), createRecipe(t.db), createRecipe(t.db)]);
    await plan(user, { date: '2026-11-30', meal: 'dinner', recipeId: a, servings: 2 });
    await plan(user, { date: '2026-12-02', meal: 'lunch', recipeId: a, servings: 3 });
    await plan(user, { date: '2026-12-06', meal: 'dinner', recipeId: b });
    await plan(user, { date: '2026-12-01', meal: 'dinner', recipeId: gone });
    await plan(user, { date: '2026-12-01', meal: 'lunch', note: 'Leftovers' });
    await plan(user, { date: '2026-12-07', meal: 'dinner', recipeId: a, servings: 50 }); // next week: not added
    await t.db.update(recipes).set({ isActive: false }).where(eq(recipes.id, gone));
    const before = await list(user);

    const answer = await toList(user);
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(servingsOn(body.list)).toEqual({ [a]: 5, [b]: 4 });
    expect(body.list.version).toBe(before.version + 1);
    expect(body.skipped).toEqual([{ id: gone, name: expect.any(String) }]);
    expect(servingsOn(await list(user))).toEqual({ [a]: 5, [b]: 4 });
  });

  it('keeps the larger of the list servings and the planned sum, still in one step; no change, no step', async () => {
    const user = await createUser(t.app);
    const [big, small] = await Promise.all([createRecipe(t.db), createRecipe(t.db)]);
    const put = await t.app.inject({
      method: 'POST',
      url: '/api/lists/current/recipes',
      headers: user.auth,
      payload: {
        recipes: [
          { id: big, servings: 10 },
          { id: small, servings: 2 },
        ],
      },
    });
    expect(put.statusCode).toBe(200);
    await plan(user, { date: '2026-11-30', meal: 'dinner', recipeId: big, servings: 5 });
    await plan(user, { date: '2026-12-01', meal: 'dinner', recipeId: small, servings: 5 });
    const before = await list(user);

    const body = (await toList(user)).json();
    expect(servingsOn(body.list)).toEqual({ [big]: 10, [small]: 5 });
    expect(body.list.version).toBe(before.version + 1);

    const again = (await toList(user)).json();
    expect(again.list.version).toBe(before.version + 1);
  });

  it("adds to the owner's list for a member", async () => {
    const owner = await createUser(t.app);
    const member = await createUser(t.app);
    await insertHouseholdMember(t.db, member.id, owner.id);
    const recipeId = await createRecipe(t.db);
    await plan(member, { date: '2026-11-30', meal: 'dinner', recipeId, servings: 3 });
    expect((await toList(member)).statusCode).toBe(200);
    expect(servingsOn(await list(owner))).toEqual({ [recipeId]: 3 });
  });

  it.each([
    [{ days: 7 }, 'from'],
    [{ from: '2026-02-30', days: 7 }, 'from'],
    [{ from: '2026-11-30', days: 43 }, 'days'],
    [{ from: '2026-11-30', days: 0 }, 'days'],
  ])('refuses %j naming %s, changing nothing', async (payload, field) => {
    const user = await createUser(t.app);
    await plan(user, { date: '2026-11-30', meal: 'dinner', recipeId: await createRecipe(t.db) });
    const before = await list(user);
    const answer = await toList(user, payload);
    expect(answer.statusCode).toBe(400);
    expect(Object.keys(answer.json().details)).toContain(field);
    expect(await list(user)).toEqual(before);
  });
});
