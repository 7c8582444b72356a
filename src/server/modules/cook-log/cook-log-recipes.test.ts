import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecipe, createUser, joinHousehold, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { cookCalls, dayFromToday } from './cook-log-test-support.ts';

type Row = {
  id: number;
  lastCooked: string | null;
  timesCooked: number;
  averageRating: number | null;
  ratingCount: number;
};

describe('GET /api/recipes with the household’s cooking', () => {
  let t: TestApp;
  let calls: ReturnType<typeof cookCalls>;
  let cook: TestUser;
  let member: TestUser;
  let outsider: TestUser;
  let [a, b, c] = [0, 0, 0];

  const never = { lastCooked: null, timesCooked: 0, averageRating: null, ratingCount: 0 };
  const list = async (who: TestUser, query = '') => {
    const res = await calls.send(who, 'GET', `/api/recipes?q=zorblax${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { rows: Row[]; count: number };
  };
  const facts = (rows: Row[]) =>
    rows.map(({ id, lastCooked, timesCooked, averageRating, ratingCount }) => ({
      id,
      lastCooked,
      timesCooked,
      averageRating,
      ratingCount,
    }));
  const ids = async (who: TestUser, query: string) => (await list(who, query)).rows.map((r) => r.id);

  beforeAll(async () => {
    t = await createTestApp();
    calls = cookCalls(t.app);
    [cook, member, outsider] = [await createUser(t.app), await createUser(t.app), await createUser(t.app)];
    await joinHousehold(t.app, cook, member);
    a = await createRecipe(t.db, { details: { name: 'Zorblax Alpha' } });
    b = await createRecipe(t.db, { details: { name: 'Zorblax Bravo' } });
    c = await createRecipe(t.db, { details: { name: 'Zorblax Gamma' } });
  });
  afterAll(() => t.close());

  it('reads as never cooked before anything is logged, for every household, from the shared page', async () => {
    const before = await list(outsider);
    expect(facts(before.rows)).toEqual([a, b, c].map((id) => ({ id, ...never })));
    expect(await calls.recipe(outsider, a)).toMatchObject({ ...never, myRating: null });
  });

  it('carries lastCooked, timesCooked and ratings on rows and the full recipe, to the household only', async () => {
    // The outsider's page is kept first, so a leak through the page cache would show below.
    await list(outsider);
    for (const date of ['2024-01-01', '2024-03-01'])
      expect((await calls.cooked(cook, a, { date, deduct: false })).statusCode).toBe(201);
    expect((await calls.cooked(member, b, { date: dayFromToday(-5), rating: 4, deduct: false })).statusCode).toBe(201);
    expect((await calls.send(cook, 'PUT', `/api/recipes/${b}/rating`, { rating: 5 })).statusCode).toBe(200);

    const expected = [
      { id: a, lastCooked: '2024-03-01', timesCooked: 2, averageRating: null, ratingCount: 0 },
      { id: b, lastCooked: dayFromToday(-5), timesCooked: 1, averageRating: 4.5, ratingCount: 2 },
      { id: c, ...never },
    ];
    expect(facts((await list(cook)).rows)).toEqual(expected);
    expect(facts((await list(member)).rows)).toEqual(expected);
    expect(facts((await list(outsider)).rows)).toEqual([a, b, c].map((id) => ({ id, ...never })));

    expect(await calls.recipe(cook, b)).toMatchObject({ ...expected[1], myRating: 5 });
    expect(await calls.recipe(member, b)).toMatchObject({ ...expected[1], myRating: 4 });
    expect(await calls.recipe(outsider, b)).toMatchObject({ ...never, myRating: null });
  });

  it('sorts by lastCooked (never cooked last) and timesCooked (most first), per household', async () => {
    expect(await ids(cook, '&sort=lastCooked')).toEqual([b, a, c]);
    expect(await ids(cook, '&sort=timesCooked')).toEqual([a, b, c]);
    expect(await ids(outsider, '&sort=lastCooked')).toEqual([a, b, c]);
    const sorted = await list(cook, '&sort=lastCooked');
    expect(sorted.count).toBe(3);
    expect(sorted.rows[0]).toMatchObject({ id: b, timesCooked: 1 });
  });

  it('filters by notCookedDays: never cooked, or last cooked more than N days before today', async () => {
    const thirty = await list(cook, '&notCookedDays=30');
    expect(thirty.rows.map((r) => r.id)).toEqual([a, c]);
    expect(thirty.count).toBe(2);
    expect(await ids(cook, '&notCookedDays=5')).toEqual([a, c]);
    expect(await ids(cook, '&notCookedDays=4')).toEqual([a, b, c]);
    expect((await list(outsider, '&notCookedDays=30')).count).toBe(3);
    expect(await ids(cook, '&notCookedDays=30&sort=lastCooked')).toEqual([a, c]);
  });

  it('combines with hideDisliked, the count too', async () => {
    const disliker = await createUser(t.app);
    await calls.send(disliker, 'PUT', '/api/user/me/updatedislikes', { action: 'add', id: a });
    const page = await list(disliker, '&sort=timesCooked&hideDisliked=true&notCookedDays=30');
    expect(page.rows.map((r) => r.id)).toEqual([b, c]);
    expect(page.count).toBe(2);
  });

  it.each(['0', '3651', '1.5', 'abc'])('refuses notCookedDays=%s with 400 naming it', async (value) => {
    const res = await calls.send(cook, 'GET', `/api/recipes?notCookedDays=${value}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toHaveProperty('notCookedDays');
  });

  it('shows a new entry at once: the facts are never kept with the page', async () => {
    expect((await calls.cooked(outsider, c, { deduct: false })).statusCode).toBe(201);
    const rows = (await list(outsider)).rows;
    expect(rows.find((r) => r.id === c)).toMatchObject({ lastCooked: dayFromToday(0), timesCooked: 1 });
    expect((await list(cook)).rows.find((r) => r.id === c)).toMatchObject(never);
  });
});
