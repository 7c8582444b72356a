import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookLog, pantryItems } from '../../db/schema.ts';
import { createRecipe, createUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { cookCalls } from './cook-log-test-support.ts';

/** Cooks at once (on the PostgreSQL run, on many connections): the pantry's grams are taken once, never below zero. */
describe('Cooked it: concurrent cooks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('ten cooks of 250 g against 1 kg take exactly 1 kg: four in full, the others short, every cooking logged', async () => {
    const calls = cookCalls(t.app);
    const cook = await createUser(t.app);
    const stew = await createRecipe(t.db, {
      details: { name: 'Mince Stew', servings: 4 },
      ingredients: [{ name: 'beef mince', qty: 500, measurement: 'g' }],
    });
    const beef = await calls.pantryAdd(cook, { name: 'beef mince', qty: 1, unit: 'kg' });

    const answers = await Promise.all(Array.from({ length: 10 }, () => calls.cooked(cook, stew, { servings: 2 })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(201));
    const taken = answers.flatMap((a) => (a.json().deducted as { qty: number }[]).map((d) => d.qty));
    const short = answers.flatMap((a) => (a.json().short as { qty: number }[]).map((s) => s.qty));
    expect(taken.reduce((sum, qty) => sum + qty, 0)).toBe(1000);
    expect(short.reduce((sum, qty) => sum + qty, 0)).toBe(1500);
    const [row] = await t.db.select({ qty: pantryItems.qty }).from(pantryItems).where(eq(pantryItems.id, beef.id));
    expect(row.qty).toBe('0.000');
    const [entries] = await t.db.select({ n: count() }).from(cookLog).where(eq(cookLog.recipeId, stew));
    expect(entries.n).toBe(10);
  });
});
