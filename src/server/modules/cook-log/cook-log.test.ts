import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookLog, pantryItems, recipeRatings } from '../../db/schema.ts';
import { createRecipe, createUser, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { cookCalls, dayFromToday } from './cook-log-test-support.ts';

describe('POST /api/recipes/{id}/cooked', () => {
  let t: TestApp;
  let calls: ReturnType<typeof cookCalls>;
  let cook: TestUser;
  let stew: number;

  const entries = async () => (await t.db.select({ n: count() }).from(cookLog))[0]!.n;
  const qtyOf = async (id: number) =>
    (
      await t.db
        .select({ qty: pantryItems.qty, unit: pantryItems.unit })
        .from(pantryItems)
        .where(eq(pantryItems.id, id))
    )[0];

  beforeAll(async () => {
    t = await createTestApp();
    calls = cookCalls(t.app);
    cook = await createUser(t.app);
    stew = await createRecipe(t.db, {
      details: { name: 'Beef Stew', servings: 4 },
      ingredients: [
        { name: 'beef mince', qty: 500, measurement: 'g' },
        { name: 'eggs', qty: 2, measurement: 'whole' },
        { name: 'olive oil', qty: 2, measurement: 'tbsp' },
        { name: 'salt', qty: 1, measurement: 'to taste' },
      ],
    });
  });
  afterAll(() => t.close());

  it('logs with the defaults: today, the recipe servings, no rating, an empty note', async () => {
    const res = await calls.cooked(cook, stew, { deduct: false });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.entry).toEqual({
      id: expect.any(Number),
      recipe: { id: stew, name: 'Beef Stew' },
      date: dayFromToday(0),
      servings: 4,
      rating: null,
      note: '',
      photo: null,
      user: { username: cook.username },
      createdAt: expect.any(String),
    });
    expect(body.deducted).toEqual([]);
    expect(body.short).toEqual([]);
    expect(body.recipe).toEqual({
      id: stew,
      name: 'Beef Stew',
      lastCooked: dayFromToday(0),
      timesCooked: 1,
      averageRating: null,
      ratingCount: 0,
      myRating: null,
    });
    const [row] = await t.db.select().from(cookLog).where(eq(cookLog.id, body.entry.id));
    expect(row).toMatchObject({
      ownerId: cook.id,
      userId: cook.id,
      recipeId: stew,
      servings: 4,
      date: dayFromToday(0),
    });
  });

  it('takes a backdated day, tomorrow, a rating (the cook’s rating of the recipe) and a note', async () => {
    for (const date of ['2000-01-01', dayFromToday(1)]) {
      const res = await calls.cooked(cook, stew, { date, servings: 2, rating: 4, note: 'Good', deduct: false });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().entry).toMatchObject({ date, servings: 2, rating: 4, note: 'Good' });
    }
    const [rating] = await t.db.select().from(recipeRatings).where(eq(recipeRatings.userId, cook.id));
    expect(rating).toMatchObject({ recipeId: stew, rating: 4 });
  });

  it.each([
    [{ date: '2026-02-30' }, 'date'],
    [{ date: '1999-12-31' }, 'date'],
    [{ date: dayFromToday(2) }, 'date'],
    [{ date: '7 May' }, 'date'],
    [{ servings: 0 }, 'servings'],
    [{ servings: 101 }, 'servings'],
    [{ servings: 2.5 }, 'servings'],
    [{ servings: '2' }, 'servings'],
    [{ rating: 0 }, 'rating'],
    [{ rating: 6 }, 'rating'],
    [{ rating: 4.5 }, 'rating'],
    [{ rating: '5' }, 'rating'],
    [{ note: 'x'.repeat(2001) }, 'note'],
    [{ deduct: 'no' }, 'deduct'],
  ])('refuses %j with 400 naming %s, logging and deducting nothing', async (body, field) => {
    const beef = await calls.pantryAdd(cook, { name: 'beef mince', qty: 1, unit: 'kg' });
    const before = await entries();
    const res = await calls.cooked(cook, stew, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(res.json().details)).toEqual([field]);
    expect(await entries()).toBe(before);
    expect(await qtyOf(beef.id)).toEqual({ qty: '1.000', unit: 'kilogram' });
    await calls.send(cook, 'DELETE', `/api/pantry/${beef.id}`);
  });

  it('is 404 for an unknown recipe, with nothing logged', async () => {
    const before = await entries();
    expect((await calls.cooked(cook, 999_999)).statusCode).toBe(404);
    expect(await entries()).toBe(before);
  });

  it('documents its schemas in OpenAPI', async () => {
    const { paths } = (await t.app.inject({ url: '/api/docs/json' })).json();
    const post = paths['/api/recipes/{id}/cooked'].post;
    expect(Object.keys(post.requestBody.content['application/json'].schema.properties)).toEqual([
      'date',
      'servings',
      'rating',
      'note',
      'deduct',
    ]);
    expect(Object.keys(post.responses['201'].content['application/json'].schema.properties)).toEqual([
      'entry',
      'deducted',
      'short',
      'recipe',
    ]);
    expect(paths['/api/cooklog/{id}'].patch).toBeDefined();
    expect(paths['/api/cooklog/{id}/photo'].put.responses).toHaveProperty('415');
    expect(paths['/api/recipes/{id}/rating'].put).toBeDefined();
    expect(paths['/api/user/me/cooklog'].get).toBeDefined();
  });
});
