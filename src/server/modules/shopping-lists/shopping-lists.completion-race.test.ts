import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shoppingLists } from '../../db/schema.ts';
import { createRecipe, createUser, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The race needs real parallel transactions: it shows on PostgreSQL (TEST_DATABASE_URL); PGlite runs one
// statement at a time, where the same test only checks the logic.
const USERS = 10;
const ROUNDS = 8;

describe('completing a list while recipes are being added', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // Records each list's recipes at the moment it is completed, inside the completing transaction: a
    // recipe that lands in the list afterwards is not in this record.
    await t.db.execute(sql`create table test_recipes_at_completion (list_id int, recipe_id int)`);
    await t.db.execute(
      sql.raw(`create function test_record_completion() returns trigger language plpgsql as $$
      begin
        insert into test_recipes_at_completion
          select list_id, recipe_id from shopping_list_recipes where list_id = new.id;
        return new;
      end $$`),
    );
    await t.db.execute(sql`create trigger test_record_completion after update of is_completed on shopping_lists
      for each row when (new.is_completed and not old.is_completed) execute function test_record_completion()`);
  });
  afterAll(() => t.close());

  const add = (user: TestUser, id: number) =>
    t.app.inject({ method: 'PUT', url: '/api/user/me/addRecipe', headers: user.auth, payload: { id } });
  const remove = (user: TestUser, id: number) =>
    t.app.inject({ method: 'PUT', url: '/api/user/me/removeRecipe', headers: user.auth, payload: { id } });
  /** "list:recipe" pairs of a query's rows, sorted. */
  const pairs = async (query: string) => {
    const result = await t.db.execute(sql.raw(query));
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      list_id: number;
      recipe_id: number;
    }[];
    return rows.map((r) => `${r.list_id}:${r.recipe_id}`).sort();
  };
  const complete = (user: TestUser, id: number) =>
    t.app.inject({ method: 'PUT', url: '/api/user/me/setCompleted', headers: user.auth, payload: { id } });

  it('adds no recipe to a list after its completion', { timeout: 180_000 }, async () => {
    const recipes = await Promise.all(Array.from({ length: 6 }, () => createRecipe(t.db)));
    const users = await Promise.all(Array.from({ length: USERS }, () => createUser(t.app)));
    // Users in parallel, rounds one after another: many chances for an add to meet a completion.
    await Promise.all(
      users.map(async (user) => {
        for (let round = 0; round < ROUNDS; round++) {
          const { id: listId } = (await add(user, recipes[0])).json();
          const answers = await Promise.all([...recipes.slice(1).map((id) => add(user, id)), complete(user, listId)]);
          expect(answers.map((a) => a.statusCode)).toEqual(Array(recipes.length).fill(200));
          // Empty the new open list (if an add created one) for the next round.
          await Promise.all(recipes.map((id) => remove(user, id)));
        }
      }),
    );

    const completed = await t.db.select().from(shoppingLists).where(eq(shoppingLists.isCompleted, true));
    expect(completed).toHaveLength(USERS * ROUNDS);
    const inCompletedLists = await pairs(
      'select list_id, recipe_id from shopping_list_recipes where list_id in (select id from shopping_lists where is_completed)',
    );
    expect(inCompletedLists).toEqual(await pairs('select list_id, recipe_id from test_recipes_at_completion'));
  });
});
