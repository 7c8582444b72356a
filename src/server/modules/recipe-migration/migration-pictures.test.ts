import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { recipeImages, recipes } from '../../db/schema.ts';
import { createAdmin, multipartBody, zipOf, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Pictures given as an address (API.md, "Migration from other apps", Pictures): fetched with the URL
// import's fetcher and its rules, checked by their bytes, stored under /images/; a failure is a warning.
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(40, 7)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(40, 3)]);

const jsonLd = (name: string, image: string) => ({
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name,
  image,
  recipeYield: '4 servings',
  recipeIngredient: ['2 cups flour'],
  recipeInstructions: [{ '@type': 'HowToStep', text: 'Mix.' }],
});

describe('pictures given as an address', () => {
  let t: TestApp;
  let locked: TestApp;
  let admin: TestUser;
  let lockedAdmin: TestUser;
  let server: Server;
  let base: string;
  const requested: string[] = [];

  const run = async (app: TestApp, who: TestUser, file: { name: string; bytes: Buffer }) => {
    const body = multipartBody({}, file);
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/admin/migrations',
      payload: body.payload,
      headers: { ...body.headers, ...who.auth },
    });
    expect(res.statusCode, res.body).toBe(202);
    let report: { migration: { status: string }; items: { name: string; warnings: string[] }[] } | undefined;
    await vi.waitFor(
      async () => {
        report = (
          await app.app.inject({ method: 'GET', url: `/api/admin/migrations/${res.json().id}`, headers: who.auth })
        ).json();
        expect(report!.migration.status).toBe('done');
      },
      { timeout: 60_000, interval: 50 },
    );
    return report!;
  };
  const recipe = async (app: TestApp, name: string) =>
    (await app.db.select().from(recipes).where(eq(recipes.name, name)))[0];

  beforeAll(async () => {
    server = createServer((req, res) => {
      requested.push(req.url ?? '');
      if (req.url === '/pic.png') res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
      else if (req.url === '/photo.jpg') res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(JPEG);
      else if (req.url === '/page.html') res.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>');
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    [t, locked] = await Promise.all([
      createTestApp({ import: { allowedHosts: ['127.0.0.1'], timeoutMs: 10_000 } }),
      createTestApp(),
    ]);
    [admin, lockedAdmin] = await Promise.all([createAdmin(t.app), createAdmin(locked.app)]);
  });
  afterAll(async () => {
    await Promise.all([t?.close(), locked?.close()]);
    server?.close();
  });

  it('fetches a schema.org image, stores it under /images/ and serves it byte for byte', async () => {
    const file = {
      name: 'recipes.json',
      bytes: Buffer.from(
        JSON.stringify([
          jsonLd('Fetched Pie', `${base}/pic.png`),
          jsonLd('Missing Pie', `${base}/missing.png`),
          jsonLd('Page Pie', `${base}/page.html`),
        ]),
      ),
    };
    const report = await run(t, admin, file);
    const fetched = await recipe(t, 'Fetched Pie');
    expect(fetched.img).toMatch(/^\/images\/imported\/[0-9a-f]{64}\.png$/);
    const served = await t.app.inject({ method: 'GET', url: fetched.img! });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);

    const missing = report.items.find((i) => i.name === 'Missing Pie')!;
    expect(missing.warnings).toContain(
      `The picture at ${base}/missing.png could not be fetched: The site answered with an error (HTTP 404).`,
    );
    expect((await recipe(t, 'Missing Pie')).img).toBeNull();
    const page = report.items.find((i) => i.name === 'Page Pie')!;
    expect(page.warnings).toContain(
      `The picture at ${base}/page.html was left out: it is not a JPEG, PNG, WebP, GIF or AVIF image.`,
    );
    expect((await recipe(t, 'Page Pie')).img).toBeNull();
    expect(await t.db.select({ id: recipeImages.id }).from(recipeImages)).toHaveLength(1);
  });

  it('fetches a Paprika image_url when the file has no photo, and never fetches a KitchenOwl file name', async () => {
    const paprika = {
      uid: 'A1',
      name: 'Paprika Rolls',
      ingredients: '2 cups flour',
      directions: 'Bake.',
      servings: '4',
      image_url: `${base}/photo.jpg`,
      photo_data: null,
    };
    await run(t, admin, {
      name: 'x.paprikarecipes',
      bytes: await zipOf([['Rolls.paprikarecipe', gzipSync(JSON.stringify(paprika))]]),
    });
    const rolls = await recipe(t, 'Paprika Rolls');
    expect(rolls.img).toMatch(/\.jpg$/);
    expect((await t.app.inject({ method: 'GET', url: rolls.img! })).rawPayload.equals(JPEG)).toBe(true);

    const before = requested.length;
    const owl = {
      name: 'Home',
      member: ['ada'],
      items: [],
      recipes: [{ name: 'Owl Stew', description: 'Warm.\n\n1. Stir.', yields: 2, photo: 'photo.jpg', items: [] }],
    };
    const report = await run(t, admin, { name: 'owl.json', bytes: Buffer.from(JSON.stringify(owl)) });
    expect(requested.length).toBe(before);
    expect(report.items[0].warnings).toContain(
      'The picture "photo.jpg" is a file on the old server and was not in the export.',
    );
    expect((await recipe(t, 'Owl Stew')).img).toBeNull();
  });

  it('stops asking a host after 3 of its pictures could not be fetched', async () => {
    const before = requested.length;
    const names = ['Dead 1', 'Dead 2', 'Dead 3', 'Dead 4', 'Dead 5'];
    const report = await run(t, admin, {
      name: 'dead.json',
      bytes: Buffer.from(JSON.stringify(names.map((n, i) => jsonLd(n, `${base}/gone-${i}.png`)))),
    });
    expect(requested.slice(before)).toEqual(['/gone-0.png', '/gone-1.png', '/gone-2.png']);
    const host = new URL(base).host;
    expect(report.items.map((i) => i.warnings.find((w) => w.startsWith('The picture')))).toEqual([
      ...[0, 1, 2].map(
        (i) => `The picture at ${base}/gone-${i}.png could not be fetched: The site answered with an error (HTTP 404).`,
      ),
      ...[3, 4].map(
        (i) => `The picture at ${base}/gone-${i}.png was not fetched: 3 pictures from ${host} could not be.`,
      ),
    ]);
  });

  it('keeps the network rules: a loopback address is not fetched unless IMPORT_ALLOWED_HOSTS lists it', async () => {
    const before = requested.length;
    const report = await run(locked, lockedAdmin, {
      name: 'one.json',
      bytes: Buffer.from(JSON.stringify(jsonLd('Local Pie', `${base}/pic.png`))),
    });
    expect(requested.length).toBe(before);
    expect(report.items[0].warnings.join(' ')).toMatch(/could not be fetched: .*private or local network/);
    expect((await recipe(locked, 'Local Pie')).img).toBeNull();
  });
});
