import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createUser, recipePayload, type TestUser } from '../../test/factories.ts';
import { createTestInstances, type TestInstances } from '../../test/test-app.ts';

/** An edit of a sub-recipe on one instance shows in its parent's page kept by another, at once. */
describe('a sub-recipe edited on another instance', () => {
  let instances: TestInstances;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let admin: TestUser;
  let user: TestUser;
  beforeAll(async () => {
    instances = await createTestInstances();
    [a, b] = instances.apps;
    [admin, user] = await Promise.all([createAdmin(a), createUser(a)]);
  });
  afterAll(() => instances?.close());

  const save = async (
    app: FastifyInstance,
    method: 'POST' | 'PUT',
    url: string,
    name: string,
    ingredients: object[],
  ) => {
    const res = await app.inject({
      method,
      url,
      headers: admin.auth,
      payload: recipePayload({ details: { name, servings: 2 }, ingredients: ingredients as never }),
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json().id as number;
  };
  const get = async (app: FastifyInstance, url: string) =>
    (await app.inject({ method: 'GET', url, headers: user.auth })).json();

  it('the parent’s page and expansion follow the sub-recipe’s edit on both instances', async () => {
    const sauce = await save(a, 'POST', '/api/recipes/add-recipe', 'Sauce', [
      { name: 'tomatoes', qty: 4, measurement: '' },
    ]);
    const pasta = await save(a, 'POST', '/api/recipes/add-recipe', 'Pasta', [
      { recipeId: sauce, qty: 1, measurement: 'batch' },
    ]);
    // Kept by b.
    expect((await get(b, `/api/recipes/${pasta}`)).lineItems[0].recipe.name).toBe('Sauce');
    expect((await get(b, `/api/recipes/${pasta}`)).lineItems[0].recipe.name).toBe('Sauce');
    await save(a, 'PUT', `/api/recipes/${sauce}`, 'Red Sauce', [{ name: 'tomatoes', qty: 6, measurement: '' }]);
    for (const app of [a, b]) {
      const page = await get(app, `/api/recipes/${pasta}`);
      expect(page.lineItems[0]).toMatchObject({ ingredient: { name: 'red sauce' }, recipe: { name: 'Red Sauce' } });
      expect((await get(app, `/api/recipes/${pasta}/ingredients`)).lines[0]).toMatchObject({
        name: 'tomatoes',
        qty: 6,
      });
    }
  });
});
