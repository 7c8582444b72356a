import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planEntries, recipes } from '../../db/schema.ts';
import { createRecipe, createUser } from '../../test/factories.ts';
import { createTestInstances, type TestInstances } from '../../test/test-app.ts';

// The race shows on PostgreSQL (TEST_DATABASE_URL), where each request has its own connection; on PGlite
// the same test checks the logic. Without the household's plan lock, PostgreSQL gives slots two picks.
describe('fills running at once', () => {
  let t: TestInstances;
  beforeAll(async () => {
    t = await createTestInstances();
  });
  afterAll(() => t.close());

  it('20 fills of one week give no slot two picks and repeat no recipe', async () => {
    await t.db.update(recipes).set({ isActive: false });
    await Promise.all(Array.from({ length: 60 }, () => createRecipe(t.db)));
    const user = await createUser(t.apps[0]);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.apps[i % 2].inject({
          method: 'POST',
          url: '/api/plan/fill',
          headers: user.auth,
          payload: { from: '2026-11-30', days: 7, meals: ['breakfast', 'lunch', 'dinner'] },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const rows = await t.db.select().from(planEntries).where(eq(planEntries.ownerId, user.id));
    const slots = rows.map((r) => `${r.date} ${r.meal}`);
    expect(new Set(slots).size).toBe(slots.length);
    expect(rows).toHaveLength(21);
    expect(new Set(rows.map((r) => r.recipeId)).size).toBe(21);
    const created = answers.reduce((n, a) => n + a.json().created.length, 0);
    expect(created).toBe(21);
  });
});
