import yauzl from 'yauzl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, recipePayload, zipOf, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { migrationApi } from './migration-api.test-support.ts';

/** Every entry of a zip, by name. */
async function entriesOf(zip: Buffer): Promise<[string, Buffer][]> {
  const file = await yauzl.fromBufferPromise(zip, { lazyEntries: true });
  const out: [string, Buffer][] = [];
  await new Promise<void>((resolve, reject) => {
    file.on('entry', (entry: yauzl.Entry) => {
      file.openReadStream(entry, (err, stream) => {
        if (err) return reject(err);
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          out.push([entry.fileName, Buffer.concat(chunks)]);
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

type Line = { text: string; qty: number | null; measurement: string; recipe: { id: number; name: string } | null };

describe('importing a hello-kitchen export keeps its sub-recipe links', () => {
  let source: TestApp;
  let into: TestApp;
  let partial: TestApp;
  let sourceAdmin: TestUser;
  let intoAdmin: TestUser;
  let partialAdmin: TestUser;
  let looped: TestApp;
  let loopedAdmin: TestUser;
  let ids: { a: number; b: number; c: number };
  let exported: Buffer;

  const add = async (name: string, servings: number, ingredients: object[]) => {
    const res = await source.app.inject({
      method: 'POST',
      url: '/api/recipes/add-recipe',
      headers: sourceAdmin.auth,
      // Each its own address: the import takes recipes of one address for duplicates.
      payload: recipePayload({
        details: { name, servings, url: `https://www.example.com/${encodeURIComponent(name)}` },
        ingredients: ingredients as never,
      }),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  const linesOf = async (t: TestApp, admin: TestUser, id: number): Promise<Line[]> => {
    const res = await t.app.inject({ method: 'GET', url: `/api/recipes/${id}`, headers: admin.auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().lineItems;
  };
  /** Imports the file and answers the new id of each recipe by name. */
  const importInto = async (t: TestApp, admin: TestUser, zip: Buffer) => {
    const report = await migrationApi(
      () => t,
      () => admin,
    ).imported('hello-kitchen-export.zip', zip);
    expect(report.migration.status).toBe('done');
    expect(report.items.map((i) => i.outcome)).toEqual(report.items.map(() => 'imported'));
    return new Map(report.items.map((i) => [i.name as string, i.recipeId as number]));
  };

  beforeAll(async () => {
    [source, into, partial, looped] = await Promise.all([
      createTestApp(),
      createTestApp(),
      createTestApp(),
      createTestApp(),
    ]);
    [sourceAdmin, intoAdmin, partialAdmin, loopedAdmin] = await Promise.all([
      createAdmin(source.app),
      createAdmin(into.app),
      createAdmin(partial.app),
      createAdmin(looped.app),
    ]);
    const c = await add('Custard', 4, [
      { name: 'milk', qty: 400, measurement: 'ml' },
      { name: 'egg', qty: 2, measurement: 'whole' },
    ]);
    const b = await add('Tart filling', 2, [
      { recipeId: c, qty: 2, measurement: 'servings' },
      { name: 'sugar', qty: 100, measurement: 'g' },
    ]);
    const a = await add('Fruit tart', 1, [
      { name: 'flour', qty: 200, measurement: 'g' },
      { recipeId: b, qty: 1, measurement: 'batch' },
    ]);
    ids = { a, b, c };
    const res = await source.app.inject({
      method: 'GET',
      url: '/api/admin/recipes/export?format=hello-kitchen',
      headers: sourceAdmin.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    exported = res.rawPayload;
  }, 60_000);
  afterAll(() => Promise.all([source?.close(), into?.close(), partial?.close(), looped?.close()]));

  it('links each line to the imported copy of the recipe it included, and expands through them', async () => {
    const imported = await importInto(into, intoAdmin, exported);
    const [a, b, c] = ['Fruit tart', 'Tart filling', 'Custard'].map((name) => imported.get(name)!);
    expect([a, b, c].every(Number.isInteger)).toBe(true);
    // New ids in the new catalogue: the links are mapped, not copied.
    expect(imported.size).toBe(3);

    const aLines = await linesOf(into, intoAdmin, a);
    expect(aLines[0]).toMatchObject({ text: '200 g flour', recipe: null });
    expect(aLines[1]).toMatchObject({
      text: '1 batch Tart filling',
      qty: 1,
      measurement: 'batch',
      recipe: { id: b, name: 'Tart filling', servings: 2 },
    });
    const bLines = await linesOf(into, intoAdmin, b);
    expect(bLines[0]).toMatchObject({
      text: '2 servings Custard',
      qty: 2,
      measurement: 'serving',
      recipe: { id: c, name: 'Custard', servings: 4 },
    });
    expect(bLines[1]).toMatchObject({ recipe: null });
    expect((await linesOf(into, intoAdmin, c)).every((l) => l.recipe === null)).toBe(true);

    const expanded = await into.app.inject({
      method: 'GET',
      url: `/api/recipes/${a}/ingredients`,
      headers: intoAdmin.auth,
    });
    expect(expanded.statusCode, expanded.body).toBe(200);
    const lines = expanded.json().lines as { name: string; qty: number; from: { id: number }[] }[];
    const byName = Object.fromEntries(lines.map((l) => [l.name, l]));
    expect(Object.keys(byName).sort()).toEqual(['egg', 'flour', 'milk', 'sugar']);
    // A takes B's whole batch; B takes 2 of C's 4 servings: half of C.
    expect(byName.flour).toMatchObject({ qty: 200, from: [] });
    expect(byName.sugar).toMatchObject({ qty: 100, from: [{ id: b }] });
    expect(byName.milk).toMatchObject({ qty: 200, from: [{ id: b }, { id: c }] });
    expect(byName.egg).toMatchObject({ qty: 1, from: [{ id: b }, { id: c }] });
  });

  it('leaves a line a plain line when the recipe it included is not in the file, and imports the rest', async () => {
    const entries = await entriesOf(exported);
    const without = entries.filter(([name]) => !name.startsWith(`recipes/${ids.c}-`));
    expect(without.length).toBe(entries.length - 1);
    const imported = await importInto(partial, partialAdmin, await zipOf(without));
    expect([...imported.keys()].sort()).toEqual(['Fruit tart', 'Tart filling']);
    const b = imported.get('Tart filling')!;
    const bLines = await linesOf(partial, partialAdmin, b);
    expect(bLines[0]).toMatchObject({ text: '2 servings Custard', qty: 2, measurement: 'serving', recipe: null });
    const aLines = await linesOf(partial, partialAdmin, imported.get('Fruit tart')!);
    expect(aLines[1]).toMatchObject({ recipe: { id: b } });
  });

  it('refuses a link that would close a loop: that line stays a plain line, the others are linked', async () => {
    // A file edited by hand: Custard's first line now includes Fruit tart (A → B → C → A).
    const entries = await entriesOf(exported);
    const edited = entries.map(([name, bytes]): [string, Buffer] => {
      if (!name.startsWith(`recipes/${ids.c}-`)) return [name, bytes];
      const recipe = JSON.parse(bytes.toString());
      recipe.lineItems[0] = {
        ...recipe.lineItems[0],
        text: '1 batch Fruit tart',
        qty: 1,
        measurement: 'batch',
        recipe: { id: ids.a, name: 'Fruit tart', servings: 1 },
      };
      return [name, Buffer.from(JSON.stringify(recipe))];
    });
    const imported = await importInto(looped, loopedAdmin, await zipOf(edited));
    const [a, b, c] = ['Fruit tart', 'Tart filling', 'Custard'].map((name) => imported.get(name)!);
    const links = [
      ((await linesOf(looped, loopedAdmin, a))[1].recipe?.id ?? null) === b,
      ((await linesOf(looped, loopedAdmin, b))[0].recipe?.id ?? null) === c,
      ((await linesOf(looped, loopedAdmin, c))[0].recipe?.id ?? null) === a,
    ];
    // Whichever comes last in the file closes the loop: that one line stays plain, the other two are linked.
    expect(links.filter(Boolean)).toHaveLength(2);
    const plain = (await linesOf(looped, loopedAdmin, [a, b, c][links.indexOf(false)])).find(
      (l) => l.recipe === null && /batch|servings/.test(l.text),
    );
    expect(plain).toBeDefined();
  });
});
