import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookLog, recipeRatings } from '../../db/schema.ts';
import { createRecipe, createUser, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { joinHousehold } from '../../test/factories.ts';
import { cookCalls } from './cook-log-test-support.ts';

describe('Cooked it: the log, who may change it, ratings', () => {
  let t: TestApp;
  let calls: ReturnType<typeof cookCalls>;
  let cook: TestUser;
  let member: TestUser;
  let outsider: TestUser;
  let soup: number;

  const rowOf = async (id: number) => (await t.db.select().from(cookLog).where(eq(cookLog.id, id)))[0];
  const logged = async (who: TestUser, body: object) => {
    const res = await calls.cooked(who, soup, { deduct: false, ...body });
    if (res.statusCode !== 201) throw new Error(`cooked: ${res.statusCode} ${res.body}`);
    return res.json().entry as { id: number; date: string };
  };

  beforeAll(async () => {
    t = await createTestApp();
    calls = cookCalls(t.app);
    [cook, member, outsider] = [await createUser(t.app), await createUser(t.app), await createUser(t.app)];
    await joinHousehold(t.app, cook, member);
    soup = await createRecipe(t.db, { details: { name: 'Leek Soup', servings: 2 } });
  });
  afterAll(() => t.close());

  it('lets only the author change or delete an entry: 403 for a member, 404 for another household', async () => {
    const entry = await logged(cook, { note: 'first' });
    for (const [who, status] of [
      [member, 403],
      [outsider, 404],
    ] as const) {
      expect((await calls.send(who, 'PATCH', `/api/cooklog/${entry.id}`, { note: 'mine now' })).statusCode).toBe(
        status,
      );
      expect((await calls.send(who, 'DELETE', `/api/cooklog/${entry.id}`)).statusCode).toBe(status);
    }
    expect(await rowOf(entry.id)).toMatchObject({ note: 'first' });

    const patched = await calls.send(cook, 'PATCH', `/api/cooklog/${entry.id}`, {
      note: 'better',
      servings: 3,
      rating: 2,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ id: entry.id, note: 'better', servings: 3, rating: 2 });
    expect(await rowOf(entry.id)).toMatchObject({ note: 'better', servings: 3, rating: 2 });
    const unchanged = await calls.send(cook, 'PATCH', `/api/cooklog/${entry.id}`, {});
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    expect(unchanged.json()).toMatchObject({ note: 'better', servings: 3 });
    const bad = await calls.send(cook, 'PATCH', `/api/cooklog/${entry.id}`, { date: '2026-02-30', note: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toHaveProperty('date');
    expect(await rowOf(entry.id)).toMatchObject({ note: 'better' });

    expect((await calls.send(cook, 'DELETE', `/api/cooklog/${entry.id}`)).statusCode).toBe(204);
    expect(await rowOf(entry.id)).toBeUndefined();
  });

  it("lists the household's entries of a recipe newest date first, and the caller's own", async () => {
    const old = await logged(cook, { date: '2024-05-01' });
    const recent = await logged(member, { date: '2025-05-01' });
    const household = (await calls.send(member, 'GET', `/api/recipes/${soup}/cooklog`)).json();
    expect(household.rows.map((r: { id: number }) => r.id)).toEqual([recent.id, old.id]);
    expect(household.rows[1].user).toEqual({ username: cook.username });
    expect((await calls.send(outsider, 'GET', `/api/recipes/${soup}/cooklog`)).json()).toEqual({ rows: [], count: 0 });
    const mine = (await calls.send(member, 'GET', '/api/user/me/cooklog')).json();
    expect(mine.rows.map((r: { id: number }) => r.id)).toEqual([recent.id]);
    expect((await calls.send(cook, 'GET', '/api/recipes/999999/cooklog')).statusCode).toBe(404);
  });

  it("averages the household members' ratings; another household's do not count; null removes one", async () => {
    const rate = (who: TestUser, rating: number | null) =>
      calls.send(who, 'PUT', `/api/recipes/${soup}/rating`, { rating });
    expect((await rate(cook, 5)).json()).toEqual({ myRating: 5, averageRating: 5, ratingCount: 1 });
    expect((await rate(member, 4)).json()).toEqual({ myRating: 4, averageRating: 4.5, ratingCount: 2 });
    expect((await rate(outsider, 1)).json()).toEqual({ myRating: 1, averageRating: 1, ratingCount: 1 });
    expect((await rate(member, 3)).json()).toEqual({ myRating: 3, averageRating: 4, ratingCount: 2 });
    expect(await calls.recipe(cook, soup)).toMatchObject({ averageRating: 4, ratingCount: 2, myRating: 5 });
    expect(await calls.recipe(outsider, soup)).toMatchObject({ averageRating: 1, ratingCount: 1, myRating: 1 });
    const bad = await rate(cook, 6);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toHaveProperty('rating');
    expect((await rate(cook, null)).json()).toEqual({ myRating: null, averageRating: 3, ratingCount: 1 });
    const rows = await t.db.select().from(recipeRatings).where(eq(recipeRatings.recipeId, soup));
    expect(rows.map((r) => [r.userId, r.rating]).sort()).toEqual(
      [
        [member.id, 3],
        [outsider.id, 1],
      ].sort(),
    );
    expect((await calls.send(cook, 'PUT', '/api/recipes/999999/rating', { rating: 3 })).statusCode).toBe(404);
  });
});
