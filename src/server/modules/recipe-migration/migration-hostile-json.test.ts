import { gzipSync } from 'node:zlib';
import { eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations, recipes } from '../../db/schema.ts';
import { createAdmin, schemaOrgRecipe, zipOf, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { JsonLimits } from './archive/limits.ts';
import { migrationApi } from './migration-api.test-support.ts';

// Limits applied while a file is read (API.md, "Hostile files"; docs/decisions/recipe-migration.md):
// a text past its limit fails its recipe, nesting and value counts past theirs fail the file.
describe('hostile JSON, YAML and text in migrated files', () => {
  let t: TestApp;
  let admin: TestUser;
  const { upload, imported } = migrationApi(
    () => t,
    () => admin,
  );
  const count = async (table: typeof recipes | typeof migrations) =>
    (await t.db.select({ n: sql<number>`count(*)::int` }).from(table))[0].n;
  const recipe = schemaOrgRecipe;
  const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t.app);
  });
  afterAll(() => t?.close());

  it('fails a recipe whose name is a text of 2 MiB, with a reason, and stores nothing of it', async () => {
    const before = await count(recipes);
    const name = 'Hostile Name '.repeat(Math.ceil((2 * 1024 * 1024) / 13));
    const report = await imported('huge-name.json', Buffer.from(JSON.stringify(recipe(name))));
    expect(report.migration).toMatchObject({ status: 'done', total: 1, imported: 0, failed: 1 });
    expect(report.items).toEqual([
      expect.objectContaining({
        entry: 'huge-name.json',
        name: 'huge-name.json',
        outcome: 'failed',
        recipeId: null,
        reason: `The recipe was not imported: its field "name" holds ${name.length.toLocaleString('en')} characters, past the ${JsonLimits.maxTextLength.toLocaleString('en')} characters a field may have.`,
      }),
    ]);
    expect(await count(recipes)).toBe(before);
    expect(await t.db.select({ id: recipes.id }).from(recipes).where(like(recipes.name, 'Hostile Name%'))).toEqual([]);
  });

  it('fails only the recipe with a step past the limit; the others of the file are imported', async () => {
    const step = 'Stir. '.repeat(50_000);
    const file = [recipe('Hostile Good Rice'), recipe('Hostile Long Step', { recipeInstructions: [step, 'Serve.'] })];
    const report = await imported('two.json', Buffer.from(JSON.stringify(file)));
    expect(report.migration).toMatchObject({ status: 'done', imported: 1, failed: 1 });
    expect(report.items[1]).toMatchObject({
      entry: 'two.json #2',
      name: 'Hostile Long Step',
      outcome: 'failed',
      reason: expect.stringContaining('its field "recipeInstructions[0]" holds 300,000 characters'),
    });
    const rows = await t.db
      .select({ name: recipes.name, instructions: recipes.instructions })
      .from(recipes)
      .where(inArray(recipes.name, ['Hostile Good Rice', 'Hostile Long Step']));
    expect(rows).toEqual([{ name: 'Hostile Good Rice', instructions: ['Cook the rice.'] }]);
  });

  it('answers 422 JSON_TOO_DEEP for a million nested arrays, and for 100 levels inside a recipe', async () => {
    const before = { recipes: await count(recipes), migrations: await count(migrations) };
    const bomb = await upload('nested.json', Buffer.from(nested(1_000_000)));
    expect(bomb.statusCode).toBe(422);
    expect(bomb.json()).toEqual({
      error: `The file was refused: it nests JSON more than ${JsonLimits.maxDepth} levels deep.`,
      code: 'JSON_TOO_DEEP',
      details: { code: 'JSON_TOO_DEEP' },
    });
    // Past our 64, well within the tokenizer's own 1,024: the limit is ours.
    const deep = `{"@type": "Recipe", "name": "Deep", "recipeIngredient": ${nested(100)}}`;
    const res = await upload('deep.json', Buffer.from(deep));
    expect(res.statusCode).toBe(422);
    expect(res.json().details).toEqual({ code: 'JSON_TOO_DEEP' });
    expect(await count(recipes)).toBe(before.recipes);
    expect(await count(migrations)).toBe(before.migrations);
    const gzipped = await upload('nested.json.gz', gzipSync(nested(1_000_000)));
    expect(gzipped.json().details).toEqual({ code: 'JSON_TOO_DEEP' });
  });

  it('answers 422 JSON_TOO_MANY_VALUES past the count of values', async () => {
    const values = `[${'0,'.repeat(JsonLimits.maxValues)}0]`;
    const res = await upload('values.json', Buffer.from(values));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      error: 'The file was refused: it holds more than 3,000,000 JSON values.',
      code: 'JSON_TOO_MANY_VALUES',
      details: { code: 'JSON_TOO_MANY_VALUES' },
    });
  });

  it('fails a deep entry of a zip as an item, and imports the entries beside it', async () => {
    const good = { slug: 'hz-ok', name: 'Hostile Zip Ok', recipe_yield: '2', recipe_ingredient: [{ note: 'salt' }] };
    const zip = await zipOf([
      ['recipes/hz-ok/hz-ok.json', JSON.stringify(good)],
      ['recipes/hz-deep/hz-deep.json', `{"slug": "hz-deep", "name": "Hostile Zip Deep", "x": ${nested(100)}}`],
    ]);
    const report = await imported('mealie.zip', zip);
    expect(report.migration).toMatchObject({ status: 'done', imported: 1, failed: 1 });
    expect(report.items).toContainEqual(
      expect.objectContaining({
        entry: 'recipes/hz-deep/hz-deep.json',
        outcome: 'failed',
        reason: 'The entry it nests JSON more than 64 levels deep.',
      }),
    );
    const rows = await t.db
      .select({ name: recipes.name })
      .from(recipes)
      .where(inArray(recipes.name, ['Hostile Zip Ok', 'Hostile Zip Deep']));
    expect(rows).toEqual([{ name: 'Hostile Zip Ok' }]);
  });

  it('leaves out a Paprika picture past 10 MiB with a warning, and imports the recipe', async () => {
    const paprika = {
      uid: 'P1',
      name: 'Hostile Big Photo',
      ingredients: '1 cup rice',
      directions: 'Cook.',
      servings: '2',
      photo_data: 'A'.repeat(JsonLimits.maxPictureTextLength + 1),
    };
    const zip = await zipOf([['Big.paprikarecipe', gzipSync(JSON.stringify(paprika))]]);
    const report = await imported('big.paprikarecipes', zip);
    expect(report.items[0]).toMatchObject({
      outcome: 'imported',
      warnings: expect.arrayContaining(['The picture in the file was left out: it is larger than 10 MiB.']),
    });
    const [row] = await t.db.select().from(recipes).where(eq(recipes.name, 'Hostile Big Photo'));
    expect(row.img).toBeNull();
  });

  it('fails a Cooklang recipe with deeply nested front matter or of more than 1 MiB', async () => {
    const zip = await zipOf([
      ['Hostile Cook Ok.cook', '---\nservings: 2\n---\nCook @rice{1%cup}.'],
      ['Hostile Cook Deep.cook', `---\ntags: ${nested(5000)}\n---\nCook @rice{1%cup}.`],
      ['Hostile Cook Big.cook', `Cook @rice{1%cup}. ${'Stir. '.repeat(200_000)}`],
    ]);
    const report = await imported('cook.zip', zip);
    expect(report.migration).toMatchObject({ status: 'done', imported: 1, failed: 2 });
    expect(report.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: 'Hostile Cook Deep',
          outcome: 'failed',
          reason: 'The entry has front matter nested more than 16 levels deep.',
        }),
        expect.objectContaining({
          name: 'Hostile Cook Big',
          outcome: 'failed',
          reason: expect.stringMatching(/^The entry it is too large/),
        }),
      ]),
    );
    const rows = await t.db.select({ name: recipes.name }).from(recipes).where(like(recipes.name, 'Hostile Cook%'));
    expect(rows).toEqual([{ name: 'Hostile Cook Ok' }]);
  });
});
