import { isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resultRows } from '../../db/client.ts';
import { lineItems } from '../../db/schema.ts';
import { createAdmin, createRecipe, recipePayload, type TestUser } from '../../test/factories.ts';
import { createTestInstances, type TestInstances } from '../../test/test-app.ts';

/**
 * Two saves at once, on two app instances with their own connections: A → B saved while B → A is. Each
 * checks the graph before either has written; only the recipe graph's lock (sub-recipe-repository.ts) makes
 * the second check see the first's link. The test holds the line_items table (SHARE mode: reads pass, writes
 * wait) until both saves are waiting, so that without the lock both checks surely pass before either writes.
 * PostgreSQL only: PGlite runs one transaction at a time.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('sub-recipe saves at once', () => {
  let t: TestInstances;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestInstances();
    admin = await createAdmin(t.apps[0]);
  });
  afterAll(() => t.close());

  const waiting = async () =>
    resultRows<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from pg_locks where not granted`))[0].n;

  it(
    'A → B and B → A saved together: one lands, the other is 409, no loop is stored',
    { timeout: 60_000 },
    async () => {
      const [a, b] = [
        await createRecipe(t.db, { details: { name: 'A' } }),
        await createRecipe(t.db, { details: { name: 'B' } }),
      ];
      const save = (app: 0 | 1, id: number, name: string, includes: number) =>
        t.apps[app].inject({
          method: 'PUT',
          url: `/api/recipes/${id}`,
          headers: admin.auth,
          payload: recipePayload({
            details: { name },
            ingredients: [{ recipeId: includes, qty: 1, measurement: 'batch' }] as never,
          }),
        });

      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let held!: () => void;
      const holding = new Promise<void>((resolve) => (held = resolve));
      const blocker = t.db.transaction(async (tx) => {
        await tx.execute(sql`lock table line_items in share mode`);
        held();
        await released;
      });
      await holding;

      const saves = Promise.all([save(0, a, 'A', b), save(1, b, 'B', a)]);
      // Both saves wait: on the table's lock, and (with the graph's lock) on the other save.
      while ((await waiting()) < 2) await new Promise((resolve) => setTimeout(resolve, 10));
      release();
      await blocker;
      const answers = await saves;

      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const links = await t.db
        .select({ from: lineItems.recipeId, to: lineItems.subRecipeId })
        .from(lineItems)
        .where(isNotNull(lineItems.subRecipeId));
      expect(links).toHaveLength(1);
      expect([`${a}→${b}`, `${b}→${a}`]).toContain(`${links[0].from}→${links[0].to}`);
    },
  );
});
