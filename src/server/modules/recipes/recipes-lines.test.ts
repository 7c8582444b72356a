import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineItems, recipes } from '../../db/schema.ts';
import { createAdmin, recipePayload, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

interface Line {
  id: number;
  qty: number | null;
  qtyMax: number | null;
  measurement: string;
  comment: string;
  text: string;
  ingredient: { name: string };
}

describe('recipes keep their lines as written, their method and their times', () => {
  let t: TestApp;
  let admin: TestUser;

  const add = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/recipes/add-recipe', payload: payload as object, headers: admin.auth });
  const put = (id: number, payload: unknown) =>
    t.app.inject({ method: 'PUT', url: `/api/recipes/${id}`, payload: payload as object, headers: admin.auth });
  const storedLines = (recipeId: number) =>
    t.db
      .select({
        id: lineItems.id,
        qty: lineItems.qty,
        qtyMax: lineItems.qtyMax,
        measurement: lineItems.measurement,
        comment: lineItems.comment,
        text: lineItems.text,
      })
      .from(lineItems)
      .where(eq(lineItems.recipeId, recipeId))
      .orderBy(asc(lineItems.position));

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t.app);
  });
  afterAll(() => t.close());

  it('stores instructions in order, prep and total time, and every part of a line', async () => {
    const res = await add(
      recipePayload({
        details: { prepTime: 15, totalTime: '45' as unknown as number },
        ingredients: [
          {
            name: 'garlic',
            qty: 2,
            qtyMax: 3,
            measurement: 'clove',
            comment: 'minced',
            text: '2-3 cloves garlic, minced',
          },
        ],
        instructions: ['  Heat the oil. ', '', 'Add the garlic.'],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ prepTime: 15, totalTime: 45, instructions: ['Heat the oil.', 'Add the garlic.'] });
    expect(body.lineItems).toEqual([
      {
        id: expect.any(Number),
        qty: 2,
        qtyMax: 3,
        measurement: 'clove',
        comment: 'minced',
        text: '2-3 cloves garlic, minced',
        ingredient: { name: 'garlic' },
        recipe: null,
      },
    ]);
    const [row] = await t.db
      .select({ instructions: recipes.instructions, prepTime: recipes.prepTime, totalTime: recipes.totalTime })
      .from(recipes)
      .where(eq(recipes.id, body.id));
    expect(row).toEqual({ instructions: ['Heat the oil.', 'Add the garlic.'], prepTime: 15, totalTime: 45 });
    expect(await storedLines(body.id)).toEqual([
      {
        id: body.lineItems[0].id,
        qty: 2,
        qtyMax: 3,
        measurement: 'clove',
        comment: 'minced',
        text: '2-3 cloves garlic, minced',
      },
    ]);
  });

  it('keeps a line whose amount is not a number with qty null, and fills missing fields from its text', async () => {
    const res = await add(recipePayload({ ingredients: [{ name: 'salt', text: 'salt, to taste' }] }));
    expect(res.statusCode, res.body).toBe(201);
    const [line] = res.json().lineItems as Line[];
    expect(line).toMatchObject({ qty: null, qtyMax: null, comment: 'to taste', text: 'salt, to taste' });
    expect(await storedLines(res.json().id)).toMatchObject([{ qty: null, text: 'salt, to taste' }]);
  });

  it('without text defaults to 1 whole and writes the text out from the parts', async () => {
    const res = await add(
      recipePayload({ ingredients: [{ name: 'Eggs' }, { name: 'flour', qty: 1.5, measurement: 'cups' }] }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json().lineItems as Line[]).map((l) => [l.qty, l.measurement, l.text])).toEqual([
      [1, 'whole', '1 eggs'],
      [1.5, 'cups', '1 1/2 cups flour'],
    ]);
  });

  it('refuses times and methods of the wrong kind with the field named', async () => {
    const zero = await add(recipePayload({ details: { prepTime: 0 } }));
    expect(zero.statusCode).toBe(400);
    expect(zero.json().details).toHaveProperty(['recipeDetails.prepTime']);
    const notList = await add({ ...recipePayload(), instructions: 'stir' });
    expect(notList.statusCode).toBe(400);
    expect(notList.json().details).toHaveProperty(['instructions']);
  });

  describe('editing', () => {
    const lines = [
      { name: 'flour', qty: 2, measurement: 'cups', text: '2 cups flour' },
      { name: 'sugar', qty: 1, measurement: 'cup', text: '1 cup sugar' },
      { name: 'butter', qty: 1, measurement: 'stick', text: '1 stick butter' },
    ];

    it('keeps the id of every unchanged line, also when it moves; a changed line is a new line', async () => {
      const created = await add(recipePayload({ ingredients: lines }));
      expect(created.statusCode, created.body).toBe(201);
      const { id } = created.json();
      const [flour, sugar, butter] = created.json().lineItems as Line[];

      const edited = await put(
        id,
        recipePayload({
          ingredients: [
            lines[2],
            { name: 'flour', qty: 3, measurement: 'cups', text: '3 cups flour' },
            { name: 'eggs', qty: 2, text: '2 eggs' },
          ],
        }),
      );
      expect(edited.statusCode, edited.body).toBe(200);
      const after = edited.json().lineItems as Line[];
      expect(after.map((l) => l.text)).toEqual(['1 stick butter', '3 cups flour', '2 eggs']);
      expect(after[0].id).toBe(butter.id);
      expect(after[1].id).not.toBe(flour.id);
      const stored = await storedLines(id);
      expect(stored.map((l) => l.id)).toEqual(after.map((l) => l.id));
      expect(stored.map((l) => l.id)).not.toContain(sugar.id);
    });

    it('keeps every id when the recipe is saved again unchanged', async () => {
      const created = await add(recipePayload({ ingredients: lines }));
      const before = (created.json().lineItems as Line[]).map((l) => l.id);
      const again = await put(created.json().id, recipePayload({ ingredients: lines }));
      expect(again.statusCode, again.body).toBe(200);
      expect((again.json().lineItems as Line[]).map((l) => l.id)).toEqual(before);
      expect((await storedLines(created.json().id)).map((l) => l.id)).toEqual(before);
    });
  });
});
