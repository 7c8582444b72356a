import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipeNameWords, recipes } from '../../db/schema.ts';
import { createRecipe, createUser, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// GET /api/recipes?q= finds recipes by their keywords too (docs/decisions/recipes.md, `q`).
describe('GET /api/recipes?q= and keywords', () => {
  let t: TestApp;
  let user: TestUser;
  const id: Record<string, number> = {};

  const search = async (q: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/recipes?q=${encodeURIComponent(q)}`,
      headers: user.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { rows: { id: number; name: string }[] }).rows.map((r) => r.name);
  };

  beforeAll(async () => {
    t = await createTestApp();
    user = await createUser(t.app);
    id.chili = await createRecipe(t.db, { details: { name: 'Bean Chili' }, keywords: ['Weeknight', 'Smoky'] });
    id.bread = await createRecipe(t.db, { details: { name: 'Corn Bread' }, keywords: ['Baking'] });
    id.soup = await createRecipe(t.db, { details: { name: 'Tomato Soup' } });
  });

  afterAll(() => t?.close());

  it('finds a recipe by a keyword, by its start, and by a word of the name and a keyword together', async () => {
    expect(await search('weeknight')).toEqual(['Bean Chili']);
    expect(await search('smok')).toEqual(['Bean Chili']);
    expect(await search('smoky chili')).toEqual(['Bean Chili']);
    expect(await search('baking')).toEqual(['Corn Bread']);
    expect(await search('smoky bread')).toEqual([]);
  });

  it('corrects a typo in a keyword, and follows keywords as they change', async () => {
    expect(await search('weeknigt')).toEqual(['Bean Chili']);
    await t.db
      .update(recipes)
      .set({ keywords: ['Comforting'] })
      .where(eq(recipes.id, id.soup));
    expect(await search('comforting')).toEqual(['Tomato Soup']);
    expect(await search('comfortng')).toEqual(['Tomato Soup']);
    const words = await t.db.select().from(recipeNameWords).where(eq(recipeNameWords.word, 'comforting'));
    expect(words).toHaveLength(1);
  });

  it('reads the keyword search through its full-text index', async () => {
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const res = await tx.execute(
        sql`explain select id from recipes where to_tsvector('simple', recipe_search_text(name, keywords)) @@ to_tsquery('simple', 'smoky:*')`,
      );
      return JSON.stringify((res as unknown as { rows: unknown[] }).rows);
    });
    expect(plan).toContain('idx_recipes_search_fts');
  });
});
