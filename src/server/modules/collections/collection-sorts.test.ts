import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTION_SORTS } from '#domain/collection.ts';
import { createRecipe, createUser, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Every sort pages through the same recipes, each exactly once: many recipes share a name, servings and a
 * creation time, so only the tie-break by id keeps the pages apart (mealie#4789).
 */
describe('collection sorts page through every recipe exactly once', () => {
  let t: TestApp;
  let user: TestUser;
  const created: number[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    user = await createUser(t.app);
    // 60 matches of the filter (3 pages) and 20 that do not match; names and servings repeat.
    for (let i = 0; i < 80; i++) {
      const matches = i % 4 !== 3;
      const id = await createRecipe(t.db, {
        details: { name: matches ? `Tied Dish ${i % 3}` : `Other ${i}`, servings: (i % 2) + 2 },
        cuisines: matches ? ['mexican'] : ['asian'],
      });
      if (matches) created.push(id);
    }
  });
  afterAll(() => t.close());

  const walk = async (collectionId: number, sort: string) => {
    const seen: number[] = [];
    const counts = new Set<number>();
    for (let page = 1; page <= 4; page++) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/collections/${collectionId}/recipes?page=${page}&sort=${sort}`,
        headers: user.auth,
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      counts.add(body.count);
      seen.push(...body.rows.map((r: { id: number }) => r.id));
    }
    return { seen, counts };
  };

  it('in a smart collection, under every sort', async () => {
    const smart = (
      await t.app.inject({
        method: 'POST',
        url: '/api/collections',
        headers: user.auth,
        payload: { name: 'Mexican', filter: { cuisine: 'mexican' } },
      })
    ).json();
    for (const sort of COLLECTION_SORTS) {
      const { seen, counts } = await walk(smart.id, sort);
      expect([...counts], sort).toEqual([60]);
      expect(seen, sort).toHaveLength(60);
      expect(
        [...seen].sort((a, b) => a - b),
        sort,
      ).toEqual(created);
    }
  });

  it('in a manual collection, under every sort', async () => {
    const manual = (
      await t.app.inject({ method: 'POST', url: '/api/collections', headers: user.auth, payload: { name: 'All' } })
    ).json();
    const order = [...created].reverse();
    await t.app.inject({
      method: 'PUT',
      url: `/api/collections/${manual.id}/entries`,
      headers: user.auth,
      payload: { entries: order.map((recipeId) => ({ recipeId })) },
    });
    for (const sort of COLLECTION_SORTS) {
      const { seen, counts } = await walk(manual.id, sort);
      expect([...counts], sort).toEqual([60]);
      expect(
        [...seen].sort((a, b) => a - b),
        sort,
      ).toEqual(created);
      if (sort === 'position') expect(seen).toEqual(order);
    }
  });
});
