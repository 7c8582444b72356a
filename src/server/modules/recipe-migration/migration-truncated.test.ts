import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { recipes } from '../../db/schema.ts';
import { createAdmin, multipartBody, zipOf, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// "A file that is not what it claims (…, a truncated zip, …) fails with a reason; the readable recipes
// before the damage are imported" (API.md, Hostile files). Text that does not compress, so a cut lands
// where the test says.
const noise = (n: number) => randomBytes(n).toString('base64');
const WEBP = () => Buffer.concat([Buffer.from('RIFF\0\0\0\0WEBPVP8 '), randomBytes(6000)]);

const mealieEntries = async (names: string[]) =>
  names.flatMap((name, i): [string, Buffer | string][] => [
    [
      `recipes/r${i}/r${i}.json`,
      JSON.stringify({
        slug: `r${i}`,
        name,
        description: noise(3000),
        recipe_yield: '4 servings',
        recipe_ingredient: [{ note: '2 cups flour' }],
        recipe_instructions: [{ text: 'Mix.' }],
      }),
    ],
    [`recipes/r${i}/images/original.webp`, WEBP()],
  ]);
const mealieBulk = async (names: string[]) => zipOf(await mealieEntries(names));

const paprika = (names: string[]) =>
  zipOf(
    names.map((name, i): [string, Buffer] => [
      `${name}.paprikarecipe`,
      gzipSync(
        JSON.stringify({ uid: `U${i}`, name, ingredients: '1 cup rice', directions: 'Cook.', notes: noise(4000) }),
      ),
    ]),
  );

/** Where the central directory starts, from the end-of-central-directory record. */
const centralDirectory = (zip: Buffer) => zip.readUInt32LE(zip.length - 22 + 16);
/** Where an entry's local header starts. */
const localHeader = (zip: Buffer, name: string) => zip.indexOf(Buffer.concat([Buffer.from(name)])) - 30;

describe('truncated archives', () => {
  let t: TestApp;
  let admin: TestUser;

  const run = async (name: string, bytes: Buffer) => {
    const body = multipartBody({}, { name, bytes });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/migrations',
      payload: body.payload,
      headers: { ...body.headers, ...admin.auth },
    });
    expect(res.statusCode, res.body).toBe(202);
    let report: { migration: Record<string, unknown>; items: Record<string, unknown>[] } | undefined;
    await vi.waitFor(
      async () => {
        report = (
          await t.app.inject({ method: 'GET', url: `/api/admin/migrations/${res.json().id}`, headers: admin.auth })
        ).json();
        expect(['done', 'failed', 'cancelled']).toContain(report!.migration.status);
      },
      { timeout: 60_000, interval: 50 },
    );
    return report!;
  };
  const stored = async (names: string[]) =>
    (await t.db.select({ name: recipes.name, img: recipes.img }).from(recipes).where(inArray(recipes.name, names)))
      .map((r) => r.name)
      .sort();

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t.app);
  });
  afterAll(() => t?.close());

  it('imports the recipes before a cut in the middle of the entries, and fails naming the cut entry', async () => {
    const names = ['Cut One', 'Cut Two', 'Cut Three', 'Cut Four'];
    const zip = await mealieBulk(names);
    // The cut falls inside the third recipe's JSON: the first two are whole, with their pictures.
    const cut = zip.subarray(0, localHeader(zip, 'recipes/r2/r2.json') + 30 + 40 + 500);
    const report = await run('mealie.zip', cut);
    expect(report.migration).toMatchObject({ status: 'failed', imported: 2 });
    expect(report.migration.error).toMatch(
      /not a complete zip archive: it is truncated or damaged inside the entry "recipes\/r2\/r2.json"/,
    );
    expect(report.items).toContainEqual(
      expect.objectContaining({
        entry: 'recipes/r2/r2.json',
        outcome: 'failed',
        reason: expect.stringMatching(/cut off/),
      }),
    );
    expect(await stored(names)).toEqual(['Cut One', 'Cut Two']);
    const [one] = await t.db
      .select({ img: recipes.img })
      .from(recipes)
      .where(inArray(recipes.name, ['Cut One']));
    expect(one.img).toMatch(/^\/images\/imported\/[0-9a-f]{64}\.webp$/);
  });

  it('imports every recipe when only the central directory is cut off, and still says the file is damaged', async () => {
    const names = ['Whole One', 'Whole Two', 'Whole Three'];
    const zip = await mealieBulk(names);
    const report = await run('mealie.zip', zip.subarray(0, centralDirectory(zip) + 10));
    expect(report.migration).toMatchObject({ status: 'failed', imported: 3, failed: 0 });
    expect(report.migration.error).toMatch(/truncated or damaged after the entry "recipes\/r2\/images\/original.webp"/);
    expect(await stored(names)).toEqual(names.slice().sort());
  });

  it('does not wait for an ignored entry the file ends inside', async () => {
    const zip = await zipOf([
      ...(await mealieEntries(['Before Twin'])),
      ['__MACOSX/recipes/._r0.json', randomBytes(20_000)],
    ]);
    const report = await run('mealie.zip', zip.subarray(0, localHeader(zip, '__MACOSX/recipes/._r0.json') + 5000));
    expect(report.migration).toMatchObject({ status: 'failed', imported: 1, failed: 0 });
    expect(report.migration.error).toMatch(/after the entry "recipes\/r0\/images\/original.webp"/);
  });

  it('imports the Paprika recipes before the cut of a truncated .paprikarecipes', async () => {
    const names = ['Rice A', 'Rice B', 'Rice C'];
    const zip = await paprika(names);
    const report = await run('x.paprikarecipes', zip.subarray(0, localHeader(zip, 'Rice C.paprikarecipe') + 2000));
    expect(report.migration).toMatchObject({ status: 'failed', imported: 2 });
    expect(report.items).toContainEqual(expect.objectContaining({ entry: 'Rice C.paprikarecipe', outcome: 'failed' }));
    expect(await stored(names)).toEqual(['Rice A', 'Rice B']);
  });
});
