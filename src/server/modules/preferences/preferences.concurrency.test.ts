import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dislikes, likes } from '../../db/schema.ts';
import { createRecipe, createUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Real concurrency shows on PostgreSQL (TEST_DATABASE_URL); on PGlite the same test checks the logic.
describe('like and dislike under concurrent flips', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('never leaves both a like and a dislike of one recipe', async () => {
    const user = await createUser(t.app);
    const recipeIds = await Promise.all([createRecipe(t.db), createRecipe(t.db), createRecipe(t.db)]);
    for (let round = 0; round < 3; round++) {
      const calls = Array.from({ length: 20 }, (_, i) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/user/me/${i % 2 === 0 ? 'updateFavorites' : 'updatedislikes'}`,
          headers: user.auth,
          payload: { action: 'add', id: recipeIds[i % recipeIds.length] },
        }),
      );
      const answers = await Promise.all(calls);
      expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));

      const liked = await t.db.select().from(likes).where(eq(likes.userId, user.id));
      const disliked = await t.db.select().from(dislikes).where(eq(dislikes.userId, user.id));
      const both = liked.filter((l) => disliked.some((d) => d.recipeId === l.recipeId));
      expect(both).toEqual([]);
      // Every recipe ends with exactly one of the two.
      expect(liked.length + disliked.length).toBe(recipeIds.length);
    }
  });
});
