import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createRecipe, createUser, type TestUser } from '../../test/factories.ts';
import { createTestInstances, type TestInstances } from '../../test/test-app.ts';

interface Page {
  rows: { id: number; name: string }[];
  count: number;
}

/** Kept list pages and recipes are answers of the versions read with the session, on any instance. */
describe('kept answers across two app instances', () => {
  let instances: TestInstances;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let user: TestUser;
  let first: number;
  beforeAll(async () => {
    instances = await createTestInstances();
    [a, b] = instances.apps;
    user = await createUser(a);
    first = await createRecipe(instances.db, {
      details: { name: 'Apple Crumble' },
      ingredients: [{ name: 'apples', qty: 4, measurement: '' }],
    });
    await createRecipe(instances.db, { details: { name: 'Bean Stew' } });
  });
  afterAll(() => instances?.close());

  const get = async (app: FastifyInstance, url: string) => {
    const res = await app.inject({ method: 'GET', url, headers: user.auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const list = (app: FastifyInstance, query = '') => get(app, `/api/recipes${query}`) as Promise<Page>;
  const names = (page: Page) => page.rows.map((r) => r.name);
  const lineText = async (app: FastifyInstance) =>
    ((await get(app, `/api/recipes/${first}`)) as { lineItems: { ingredient: { name: string } }[] }).lineItems.map(
      (i) => i.ingredient.name,
    );

  it('shows a recipe renamed in SQL, outside any app, in the next page on every instance', async () => {
    expect(names(await list(b))).toContain('Apple Crumble');
    expect(names(await list(b))).toContain('Apple Crumble');
    await instances.db.execute(sql`update recipes set name = 'Apple Pie' where id = ${first}`);
    expect(names(await list(a))).toContain('Apple Pie');
    expect(names(await list(b))).toContain('Apple Pie');
  });

  it('hides a recipe disliked on the other instance at once', async () => {
    const hidden = await list(b, '?hideDisliked=true');
    expect(hidden.count).toBe(2);
    const disliked = await a.inject({
      method: 'PUT',
      url: '/api/user/me/updatedislikes',
      headers: user.auth,
      payload: { action: 'add', id: first },
    });
    expect(disliked.statusCode, disliked.body).toBe(200);
    const after = await list(b, '?hideDisliked=true');
    expect(after.count).toBe(1);
    expect(after.rows.map((r) => r.id)).not.toContain(first);
    await instances.db.execute(sql`delete from dislikes where user_id = ${user.id}`);
    expect((await list(b, '?hideDisliked=true')).count).toBe(2);
  });

  it("shows a change to a recipe's lines or ingredients alone in its next detail", async () => {
    expect(await lineText(b)).toEqual(['apples']);
    await instances.db.execute(sql`update ingredients set name = 'pears' where name = 'apples'`);
    expect(await lineText(b)).toEqual(['pears']);
    await instances.db.execute(sql`delete from line_items where recipe_id = ${first}`);
    expect(await lineText(b)).toEqual([]);
    expect(await lineText(a)).toEqual([]);
  });

  it('reuses an answer while the versions read with the session are unchanged', async () => {
    expect(names(await list(b, '?sort=descending'))).toContain('Bean Stew');
    // A write that bumps no version (its trigger is off) is not seen: the kept page answers.
    await instances.db.execute(sql`alter table recipes disable trigger trg_recipes_catalogue_version`);
    try {
      await instances.db.execute(sql`update recipes set name = 'Bean Soup' where name = 'Bean Stew'`);
      expect(names(await list(b, '?sort=descending'))).toContain('Bean Stew');
      // A page not kept yet reads the database.
      expect(names(await list(b, '?sort=ascending'))).toContain('Bean Soup');
    } finally {
      await instances.db.execute(sql`alter table recipes enable trigger trg_recipes_catalogue_version`);
    }
  });
});
