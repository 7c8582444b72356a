import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('POST /api/ingredients/parse', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    user = await createUser(t.app);
  });
  afterAll(() => t.close());

  const parse = (payload: unknown, headers: Record<string, string> | null = user.auth) =>
    t.app.inject({
      method: 'POST',
      url: '/api/ingredients/parse',
      headers: headers ?? undefined,
      payload: payload as object,
    });

  it('answers one parsed ingredient per line, in order', async () => {
    const res = await parse({
      lines: ['1 (8 ounce) package cream cheese, softened', '2-3 tbsp olive oil', 'salt, to taste'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ingredients: [
        {
          text: '1 (8 ounce) package cream cheese, softened',
          qty: 1,
          qtyMax: null,
          unit: 'package',
          name: 'cream cheese',
          comment: '8 ounce, softened',
        },
        { text: '2-3 tbsp olive oil', qty: 2, qtyMax: 3, unit: 'tablespoon', name: 'olive oil', comment: null },
        { text: 'salt, to taste', qty: null, qtyMax: null, unit: null, name: 'salt', comment: 'to taste' },
      ],
    });
  });

  it('gives null amount, unit and food for lines that are not ingredients', async () => {
    const res = await parse({ lines: ['For the sauce:', '', '---'] });
    expect(res.statusCode).toBe(200);
    const ingredients = res.json().ingredients;
    expect(ingredients).toHaveLength(3);
    for (const [i, text] of ['For the sauce:', '', '---'].entries())
      expect(ingredients[i]).toMatchObject({ text, qty: null, qtyMax: null, unit: null, name: null });
  });

  it('accepts 200 lines and refuses 201 with a plain message', async () => {
    const ok = await parse({ lines: Array.from({ length: 200 }, () => '1 egg') });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().ingredients).toHaveLength(200);

    const tooMany = await parse({ lines: Array.from({ length: 201 }, () => '1 egg') });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toMatch(/at most 200 lines/);
  });

  it('refuses a body without a list of text lines', async () => {
    expect((await parse({ lines: 'one egg' })).statusCode).toBe(400);
    expect((await parse({ lines: [3] })).statusCode).toBe(400);
    expect((await parse({})).statusCode).toBe(400);
  });

  it('answers 401 without a valid token', async () => {
    expect((await parse({ lines: ['1 egg'] }, null)).statusCode).toBe(401);
    expect((await parse({ lines: ['1 egg'] }, { authorization: 'Bearer nope' })).statusCode).toBe(401);
  });

  it('is described in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.json().paths).toHaveProperty(['/api/ingredients/parse']);
  });
});
