import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { recipeHandoffs, recipes } from '../../../db/schema.ts';
import { createAdmin, createUser, type TestUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const RECIPE = {
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name: 'Members-only Lentil Soup',
  recipeIngredient: ['2 cups lentils', '1 onion, diced'],
  recipeInstructions: [{ '@type': 'HowToStep', text: 'Simmer the lentils.' }],
  recipeYield: '4 servings',
  image: '/img/soup.jpg',
};
const page = (recipe: object = RECIPE) =>
  `<!doctype html><html><head><script type="application/ld+json">${JSON.stringify(recipe)}</script></head>` +
  '<body><h1>Soup</h1></body></html>';

describe('the bookmarklet and the hand-over', () => {
  let t: TestApp;
  let admin: TestUser;
  let user: TestUser;
  // The page's own site, on loopback and allowed for import: a fetch of it would be counted here.
  let site: Server;
  let siteHits = 0;
  let pageUrl: string;
  let address = 0;
  // Each test hands over from its own address, so the per-address limit of one test never meets another's.
  const nextAddress = () => `10.9.0.${++address}`;

  beforeAll(async () => {
    site = createServer((_req, res) => {
      siteHits += 1;
      res.end(page());
    });
    await new Promise<void>((done) => site.listen(0, '127.0.0.1', done));
    pageUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/members/soup`;
    t = await createTestApp({
      publicUrl: 'https://kitchen.example.com',
      import: { allowedHosts: ['127.0.0.1'], timeoutMs: 2000 },
    });
    admin = await createAdmin(t.app);
    user = await createUser(t.app);
  });
  afterAll(async () => {
    await t.close();
    await new Promise((done) => site.close(done));
  });
  afterEach(() => vi.unstubAllGlobals());

  const handOver = (fields: Record<string, string>, remoteAddress = nextAddress()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/recipes/import/handoff',
      remoteAddress,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
  const claim = (id: string, who: TestUser | null = admin) =>
    t.app.inject({ method: 'GET', url: `/api/recipes/import/handoff/${id}`, headers: who?.auth ?? {} });
  const idOf = (location: string | undefined) => {
    const match = /^\/admin\/addrecipe\?handoff=([A-Za-z0-9_-]+)$/.exec(location ?? '');
    expect(match, `Location ${location}`).not.toBeNull();
    return match![1];
  };

  it('gives an admin a javascript: address holding the app origin and loading nothing into the page', async () => {
    const res = await t.app.inject({ url: '/api/recipes/import/bookmarklet', headers: admin.auth });
    expect(res.statusCode).toBe(200);
    const { code } = res.json() as { code: string };
    expect(code.startsWith('javascript:')).toBe(true);
    const source = decodeURIComponent(code.slice('javascript:'.length));
    expect(source).toContain('"https://kitchen.example.com"');
    expect(source).toContain("'/admin/addrecipe?from=bookmarklet'");
    expect(source).toContain("'/api/recipes/import/handoff'");
    expect(source).toContain('document.documentElement.outerHTML');
    expect(source).toContain('postMessage(');
    // The payload goes to the app's exact origin, never to '*'.
    expect(source).toMatch(/win\.postMessage\(\{[^}]*\}, app\)/);
    for (const loads of ['<script', 'src=', 'fetch(', 'XMLHttpRequest', 'import(', '<link', '<style', "'*'"]) {
      expect(source).not.toContain(loads);
    }
    // It is one expression a browser can parse.
    expect(() => new Function(source)).not.toThrow();
  });

  it('takes the request origin when PUBLIC_URL is unset', async () => {
    const other = await createTestApp();
    try {
      const otherAdmin = await createAdmin(other.app);
      const res = await other.app.inject({
        url: '/api/recipes/import/bookmarklet',
        headers: { ...otherAdmin.auth, host: 'kitchen.lan:8080' },
      });
      expect(decodeURIComponent(res.json().code)).toContain('("http://kitchen.lan:8080")');
    } finally {
      await other.close();
    }
  });

  it('refuses the bookmarklet without a token (401) and to a user (403)', async () => {
    expect((await t.app.inject({ url: '/api/recipes/import/bookmarklet' })).statusCode).toBe(401);
    const res = await t.app.inject({ url: '/api/recipes/import/bookmarklet', headers: user.auth });
    expect(res.statusCode).toBe(403);
  });

  it('keeps a handed-over page with no token, answers 303 to the app, and gives its exact draft once', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new Error('no network in this test'))),
    );
    const res = await handOver({ html: page(), url: pageUrl });
    expect(res.statusCode).toBe(303);
    const id = idOf(res.headers.location);
    expect(id.length).toBeGreaterThanOrEqual(40);
    const [row] = await t.db.select().from(recipeHandoffs).where(eq(recipeHandoffs.id, id));
    expect(row.url).toBe(pageUrl);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(10 * 60 * 1000);

    const claimed = await claim(id);
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json()).toEqual({
      format: 'json-ld',
      hazards: [],
      recipe: {
        recipeDetails: {
          name: 'Members-only Lentil Soup',
          url: pageUrl,
          img: new URL('/img/soup.jpg', pageUrl).href,
          servings: 4,
          cookTime: null,
          prepTime: null,
          totalTime: null,
          description: null,
          yieldText: null,
        },
        cuisines: [],
        restrictions: [],
        appliances: [],
        keywords: [],
        ingredients: [
          { text: '2 cups lentils', qty: 2, qtyMax: null, measurement: 'cup', name: 'lentils', comment: null },
          { text: '1 onion, diced', qty: 1, qtyMax: null, measurement: null, name: 'onion', comment: 'diced' },
        ],
        ingredientSections: [],
        instructions: ['Simmer the lentils.'],
        instructionSections: [],
      },
    });
    // Read from the HTML handed over: the page's site was never asked, and nothing went out.
    expect(siteHits).toBe(0);
    expect(fetch).not.toHaveBeenCalled();
    expect(await t.db.$count(recipes)).toBe(0);

    // Single use: the row is gone and a second claim is a 404.
    expect(await t.db.$count(recipeHandoffs, eq(recipeHandoffs.id, id))).toBe(0);
    const again = await claim(id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('answers 404 for an unknown id and for an expired hand-over, and deletes the expired one', async () => {
    expect((await claim('no-such-hand-over')).statusCode).toBe(404);
    const id = idOf((await handOver({ html: page(), url: pageUrl })).headers.location);
    await t.db
      .update(recipeHandoffs)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(recipeHandoffs.id, id));
    expect((await claim(id)).statusCode).toBe(404);
    expect(await t.db.$count(recipeHandoffs, eq(recipeHandoffs.id, id))).toBe(0);
  });

  it('cleans every expired hand-over when one is claimed', async () => {
    const old = idOf((await handOver({ html: page(), url: pageUrl })).headers.location);
    await t.db
      .update(recipeHandoffs)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(recipeHandoffs.id, old));
    expect((await claim('no-such-hand-over')).statusCode).toBe(404);
    expect(await t.db.$count(recipeHandoffs, eq(recipeHandoffs.id, old))).toBe(0);
  });

  it('cleans expired hand-overs when a new one is stored', async () => {
    const old = idOf((await handOver({ html: page(), url: pageUrl })).headers.location);
    await t.db
      .update(recipeHandoffs)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(recipeHandoffs.id, old));
    const fresh = idOf((await handOver({ html: page(), url: pageUrl })).headers.location);
    expect(await t.db.$count(recipeHandoffs, eq(recipeHandoffs.id, old))).toBe(0);
    expect(await t.db.$count(recipeHandoffs, eq(recipeHandoffs.id, fresh))).toBe(1);
  });

  it('lets only an admin claim: 401 without a token, 403 for a user, and the hand-over stays for the admin', async () => {
    const id = idOf((await handOver({ html: page(), url: pageUrl })).headers.location);
    expect((await claim(id, null)).statusCode).toBe(401);
    expect((await claim(id, user)).statusCode).toBe(403);
    expect((await claim(id)).statusCode).toBe(200);
  });

  it('refuses a page over 5 MiB with 413 and keeps nothing', async () => {
    const before = await t.db.$count(recipeHandoffs);
    const html = `<html><body>${'a'.repeat(5 * 1024 * 1024)}</body></html>`;
    const res = await handOver({ html, url: pageUrl });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'BODY_TOO_LARGE' });
    // Beyond what a 5 MiB page can take percent-encoded, the body is not even read.
    const huge = await handOver({ html: '\u00e9'.repeat(8 * 1024 * 1024), url: pageUrl });
    expect(huge.statusCode).toBe(413);
    expect(await t.db.$count(recipeHandoffs)).toBe(before);
  });

  it('refuses the 31st hand-over in a minute from one address with 429, not another address', async () => {
    const from = nextAddress();
    for (let i = 0; i < 30; i++) expect((await handOver({ html: page(), url: pageUrl }, from)).statusCode).toBe(303);
    const refused = await handOver({ html: page(), url: pageUrl }, from);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await handOver({ html: page(), url: pageUrl })).statusCode).toBe(303);
  });

  it('answers 400 for a missing page or an address that is no web address', async () => {
    expect((await handOver({ url: pageUrl })).statusCode).toBe(400);
    const res = await handOver({ html: page(), url: 'javascript:alert(1)' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('lets the app page a bookmarklet opens keep its opener; every other page keeps same-origin', async () => {
    const opened = await t.app.inject({ url: '/admin/addrecipe?from=bookmarklet' });
    expect(opened.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    const other = await t.app.inject({ url: '/admin/recipes' });
    expect(other.headers['cross-origin-opener-policy']).toBe('same-origin');
  });
});
