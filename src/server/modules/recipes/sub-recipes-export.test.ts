import yauzl from 'yauzl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, recipePayload, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** The zip's JSON entries by name. */
async function jsonEntries(zip: Buffer): Promise<Map<string, unknown>> {
  const file = await yauzl.fromBufferPromise(zip, { lazyEntries: true });
  const out = new Map<string, unknown>();
  await new Promise<void>((resolve, reject) => {
    file.on('entry', (entry: yauzl.Entry) => {
      file.openReadStream(entry, (err, stream) => {
        if (err) return reject(err);
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          if (entry.fileName.endsWith('.json')) out.set(entry.fileName, JSON.parse(Buffer.concat(chunks).toString()));
          file.readEntry();
        });
      });
    });
    file.on('end', resolve);
    file.on('error', reject);
    file.readEntry();
  });
  return out;
}

describe('the recipe export keeps sub-recipe links', () => {
  let t: TestApp;
  let admin: TestUser;
  let dough: number;
  let pizza: number;

  const add = async (name: string, ingredients: object[]) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/recipes/add-recipe',
      headers: admin.auth,
      payload: recipePayload({ details: { name }, ingredients: ingredients as never }),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  const exported = async (format: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/recipes/export?format=${format}`,
      headers: admin.auth,
    });
    expect(res.statusCode).toBe(200);
    const entries = await jsonEntries(res.rawPayload);
    const key = [...entries.keys()].find((k) => k.startsWith(`recipes/${pizza}-`))!;
    return entries.get(key) as Record<string, unknown>;
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t.app);
    dough = await add('Pizza Dough', [{ name: 'flour', qty: 500, measurement: 'g' }]);
    pizza = await add('Pizza', [
      { recipeId: dough, qty: 1, measurement: 'batch' },
      { name: 'mozzarella', qty: 1, measurement: 'whole' },
    ]);
  });
  afterAll(() => t.close());

  it('hello-kitchen: every line with the recipe it includes', async () => {
    const recipe = (await exported('hello-kitchen')) as { lineItems: Record<string, unknown>[] };
    expect(recipe.lineItems.map((l) => [l.text, l.recipe])).toEqual([
      ['1 batch Pizza Dough', { id: dough, name: 'Pizza Dough', servings: 4 }],
      ['1 mozzarella', null],
    ]);
  });

  it('schema.org: the line’s text', async () => {
    const recipe = await exported('schema.org');
    expect(recipe.recipeIngredient).toEqual(['1 batch Pizza Dough', '1 mozzarella']);
  });
});
