import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dislikes } from '../../db/schema.ts';
import { createRecipe, createUser, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('GET /api/user/me/dislikedIds', () => {
  let t: TestApp;
  let user: TestUser;
  let other: TestUser;
  let ids: number[];

  beforeAll(async () => {
    t = await createTestApp();
    [user, other] = await Promise.all([createUser(t.app), createUser(t.app)]);
    ids = [];
    for (const name of ['Alpha Soup', 'Beta Pasta', 'Gamma Stew'])
      ids.push(await createRecipe(t.db, { details: { name } }));
  });
  afterAll(() => t?.close());

  const get = (who: TestUser | null) =>
    t.app.inject({ method: 'GET', url: '/api/user/me/dislikedIds', headers: who?.auth });
  const dislike = (who: TestUser, id: number, action: 'add' | 'remove' = 'add') =>
    t.app.inject({ method: 'PUT', url: '/api/user/me/updatedislikes', headers: who.auth, payload: { action, id } });

  it('answers an empty list before any dislike', async () => {
    const res = await get(user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ids: [] });
  });

  it("answers only the caller's disliked ids, newest first, and nothing else", async () => {
    await dislike(user, ids[0]);
    await dislike(user, ids[2]);
    await dislike(other, ids[1]);
    const res = await get(user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ids: [ids[2], ids[0]] });
    // The database agrees.
    const stored = await t.db.select({ userId: dislikes.userId, recipeId: dislikes.recipeId }).from(dislikes);
    expect(
      stored
        .filter((r) => r.userId === user.id)
        .map((r) => r.recipeId)
        .sort(),
    ).toEqual([ids[0], ids[2]].sort());

    await dislike(user, ids[0], 'remove');
    expect((await get(user)).json()).toEqual({ ids: [ids[2]] });
    expect((await get(other)).json()).toEqual({ ids: [ids[1]] });
  });

  it('answers 401 without a valid token, with no-store', async () => {
    const res = await get(null);
    expect(res.statusCode).toBe(401);
    expect((await get(user)).headers['cache-control']).toBe('no-store');
  });
});
