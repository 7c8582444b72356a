import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import yauzl from 'yauzl';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAdmin, multipartBody, recipePayload, zipOf, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const WEBP = Buffer.concat([Buffer.from('RIFF\0\0\0\0WEBPVP8 '), Buffer.alloc(20, 1)]);

async function entriesOf(zip: Buffer): Promise<Map<string, Buffer>> {
  const file = await yauzl.fromBufferPromise(zip, { lazyEntries: true });
  const out = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    file.on('entry', (entry: yauzl.Entry) => {
      file.openReadStream(entry, (err, stream) => {
        if (err) return reject(err);
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          out.set(entry.fileName, Buffer.concat(chunks));
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

describe('GET /api/admin/recipes/export', () => {
  let a: TestApp;
  let b: TestApp;
  let adminA: TestUser;
  let adminB: TestUser;
  let dir: string;
  const exportZip = async (format: string) => {
    const res = await a.app.inject({
      method: 'GET',
      url: `/api/admin/recipes/export?format=${format}`,
      headers: adminA.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment/);
    return res.rawPayload;
  };

  beforeAll(async () => {
    [a, b] = await Promise.all([createTestApp(), createTestApp()]);
    [adminA, adminB] = await Promise.all([createAdmin(a.app), createAdmin(b.app)]);
    dir = await mkdtemp(join(tmpdir(), 'hk-export-test-'));
    await a.app.inject({
      method: 'POST',
      url: '/api/recipes/add-recipe',
      headers: adminA.auth,
      payload: recipePayload({
        details: { name: 'Exported Pie', description: 'Flaky.', yieldText: '1 pie', prepTime: 20, totalTime: 80 },
        keywords: ['Dessert'],
        ingredients: [{ text: '2 cups flour' }, { text: '1 egg, beaten' }],
        ingredientSections: [{ title: 'Crust', start: 0 }],
        instructions: ['Mix.', 'Bake.'],
        instructionSections: [{ title: 'Bake', start: 1 }],
      }) as object,
    });
    const zip = await zipOf([
      [
        'recipes/p/p.json',
        JSON.stringify({ slug: 'p', name: 'Pictured', recipe_yield: '2', recipe_ingredient: [{ note: 'salt' }] }),
      ],
      ['recipes/p/images/original.webp', WEBP],
    ]);
    const body = multipartBody({}, { name: 'm.zip', bytes: zip });
    const res = await a.app.inject({
      method: 'POST',
      url: '/api/admin/migrations',
      payload: body.payload,
      headers: { ...body.headers, ...adminA.auth },
    });
    await vi.waitFor(
      async () => {
        const m = await a.app.inject({
          method: 'GET',
          url: `/api/admin/migrations/${res.json().id}`,
          headers: adminA.auth,
        });
        expect(m.json().migration.status).toBe('done');
      },
      { timeout: 60_000, interval: 50 },
    );
  });
  afterAll(async () => {
    await Promise.all([a.close(), b.close()]);
    await rm(dir, { recursive: true, force: true });
  });

  it("imports this app's export into a fresh instance field for field, pictures byte for byte", async () => {
    const zip = await exportZip('hello-kitchen');
    await writeFile(join(dir, 'hk.zip'), zip);
    const body = multipartBody({}, { name: 'hk.zip', bytes: zip });
    const res = await b.app.inject({
      method: 'POST',
      url: '/api/admin/migrations',
      payload: body.payload,
      headers: { ...body.headers, ...adminB.auth },
    });
    expect(res.statusCode, res.body).toBe(202);
    let report:
      { migration: { status: string; imported: number }; items: { recipeId: number; name: string }[] } | undefined;
    await vi.waitFor(
      async () => {
        report = (
          await b.app.inject({ method: 'GET', url: `/api/admin/migrations/${res.json().id}`, headers: adminB.auth })
        ).json();
        expect(report!.migration.status).toBe('done');
      },
      { timeout: 60_000, interval: 50 },
    );
    expect(report!.migration.imported).toBe(2);
    const list = (await a.app.inject({ method: 'GET', url: '/api/recipes?active=both', headers: adminA.auth })).json()
      .rows;
    for (const item of report!.items) {
      const original = list.find((r: { name: string }) => r.name === item.name);
      const before = (
        await a.app.inject({ method: 'GET', url: `/api/recipes/${original.id}`, headers: adminA.auth })
      ).json();
      const after = (
        await b.app.inject({ method: 'GET', url: `/api/recipes/${item.recipeId}`, headers: adminB.auth })
      ).json();
      const strip = (r: Record<string, unknown>) => ({
        ...r,
        id: 0,
        source: r.source ? { app: (r.source as { app: string }).app } : 'hk',
        lineItems: (r.lineItems as { id: number }[]).map((l) => ({ ...l, id: 0 })),
      });
      expect({ ...strip(after), source: strip(before).source === 'hk' ? 'hk' : strip(after).source }).toEqual(
        strip(before),
      );
      if (before.img?.startsWith('/images/imported/')) {
        const pic = await b.app.inject({ method: 'GET', url: after.img });
        expect(pic.rawPayload.equals(WEBP)).toBe(true);
      }
    }
  });

  it('exports schema.org Recipes with the required properties and sections', async () => {
    const files = await entriesOf(await exportZip('schema.org'));
    const pie = [...files.values()].map((f) => JSON.parse(f.toString())).find((r) => r.name === 'Exported Pie');
    expect(pie).toMatchObject({
      '@type': 'Recipe',
      recipeIngredient: ['2 cups flour', '1 egg, beaten'],
      recipeYield: '1 pie',
      prepTime: 'PT20M',
      totalTime: 'PT1H20M',
      keywords: 'Dessert',
      recipeInstructions: [
        { '@type': 'HowToStep', text: 'Mix.' },
        { '@type': 'HowToSection', name: 'Bake', itemListElement: [{ '@type': 'HowToStep', text: 'Bake.' }] },
      ],
    });
    expect(pie.image).toBeTruthy();
    expect(pie.url).toBeTruthy();
  });
});
