import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipes, suggestions } from '../../db/schema.ts';
import { createAdmin, createUser, recipePayload, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const RECIPE_PAGE = `<!doctype html><html><head><title>Soup</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Recipe","name":"Fake Site Soup",
"recipeIngredient":["2 cups stock","1 onion, diced"],"recipeInstructions":["Simmer."],"recipeYield":"4 servings",
"totalTime":"PT30M","image":"/soup.jpg"}</script></head><body><h1>Soup</h1></body></html>`;
/** A page holding NUL characters (and a lone surrogate), which PostgreSQL text cannot store. */
const NUL_PAGE = RECIPE_PAGE.replace('Fake Site Soup', 'Fake\u0000 Site Soup')
  .replace('2 cups stock', '2 cups\u0000 stock')
  .replace('<h1>', '\u0000<h1>\ud800');
const PLAIN_PAGE = '<!doctype html><html><head><title>About us</title></head><body>No recipe here.</body></html>';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** A fake site on 127.0.0.1: each path is one behaviour, good or hostile. */
function fakeSite(origin: () => string): Record<string, Handler> {
  const html =
    (body: string | Buffer, headers: Record<string, string> = {}) =>
    (_req: IncomingMessage, res: ServerResponse) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...headers });
      res.end(body);
    };
  return {
    '/recipe': html(RECIPE_PAGE),
    '/plain': html(PLAIN_PAGE),
    '/nul-recipe': html(NUL_PAGE),
    '/gzip-recipe': html(gzipSync(RECIPE_PAGE), { 'content-encoding': 'gzip' }),
    '/redirect-once': (_req, res) => res.writeHead(302, { location: '/recipe' }).end(),
    '/redirect-loop': (_req, res) => res.writeHead(302, { location: '/redirect-loop' }).end(),
    '/redirect-private': (_req, res) => res.writeHead(301, { location: 'http://10.0.0.1/recipe' }).end(),
    '/redirect-localhost': (_req, res) =>
      res.writeHead(301, { location: `${origin().replace('127.0.0.1', 'localhost')}/recipe` }).end(),
    '/huge': (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      const chunk = Buffer.alloc(64 * 1024, 'a');
      let sent = 0;
      const pump = () => {
        while (sent < 8 * 1024 * 1024) {
          sent += chunk.length;
          if (!res.write(chunk)) return res.once('drain', pump);
        }
        res.end();
      };
      pump();
    },
    '/huge-declared': (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html', 'content-length': String(50 * 1024 * 1024) });
      res.write('<html>');
    },
    '/gzip-bomb': html(gzipSync(Buffer.alloc(64 * 1024 * 1024, ' ')), { 'content-encoding': 'gzip' }),
    '/slow-headers': () => {
      // Never answers: the fetch deadline must end it.
    },
    '/slow-body': (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write('<html><head>');
      // ...and never finishes.
    },
    '/image': (_req, res) => res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(100)),
    '/error': (_req, res) => res.writeHead(500, { 'content-type': 'text/html' }).end('oops'),
  };
}

async function startSite(): Promise<{ server: Server; origin: string }> {
  let origin = '';
  const routes = fakeSite(() => origin);
  const server = createServer((req, res) => {
    const handler = routes[req.url ?? ''];
    if (handler) handler(req, res);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { server, origin };
}

describe('recipe import', () => {
  let site: { server: Server; origin: string };
  let t: TestApp;
  let locked: TestApp;
  let admin: TestUser;
  let lockedAdmin: TestUser;

  beforeAll(async () => {
    site = await startSite();
    t = await createTestApp({ import: { allowedHosts: ['127.0.0.1'], timeoutMs: 2000 } });
    locked = await createTestApp();
    admin = await createAdmin(t.app);
    lockedAdmin = await createAdmin(locked.app);
  });
  afterAll(async () => {
    site.server.closeAllConnections();
    site.server.close();
    await t.close();
    await locked.close();
  });

  const importUrl = (url: string, app = t, user = admin) =>
    app.app.inject({ method: 'POST', url: '/api/recipes/import', headers: user.auth, payload: { url } });

  /** Import reads and saves nothing: the recipe table stays as it was. */
  const expectNothingSaved = async (app = t) => expect(await app.db.$count(recipes)).toBe(0);

  describe('POST /api/recipes/import', () => {
    it('answers the draft of a page on an allowed host, every line parsed and kept as text', async () => {
      const res = await importUrl(`${site.origin}/recipe`);
      expect(res.statusCode).toBe(200);
      const { recipe } = res.json();
      expect(recipe.recipeDetails).toMatchObject({
        name: 'Fake Site Soup',
        url: `${site.origin}/recipe`,
        img: `${site.origin}/soup.jpg`,
        servings: 4,
        cookTime: 30,
        totalTime: 30,
      });
      expect(recipe.ingredients.map((i: { text: string }) => i.text)).toEqual(['2 cups stock', '1 onion, diced']);
      expect(recipe.ingredients[0]).toEqual({
        text: '2 cups stock',
        qty: 2,
        qtyMax: null,
        measurement: 'cup',
        name: 'stock',
        comment: null,
      });
      expect(recipe.ingredients[1]).toMatchObject({ text: '1 onion, diced', qty: 1, name: 'onion' });
      expect(recipe.instructions).toEqual(['Simmer.']);
      await expectNothingSaved();
    });

    it('follows a redirect and reads a gzip-compressed page', async () => {
      for (const path of ['/redirect-once', '/gzip-recipe']) {
        const res = await importUrl(`${site.origin}${path}`);
        expect(res.statusCode, path).toBe(200);
        expect(res.json().recipe.recipeDetails.name).toBe('Fake Site Soup');
      }
    });

    it('refuses loopback when the host is not listed in IMPORT_ALLOWED_HOSTS (400, plain words)', async () => {
      const res = await importUrl(`${site.origin}/recipe`, locked, lockedAdmin);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/private or local network/);
      await expectNothingSaved(locked);
    });

    it('refuses a host name that resolves to loopback, checked after DNS', async () => {
      const res = await importUrl(site.origin.replace('127.0.0.1', 'localhost') + '/recipe');
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/private or local network/);
    });

    it('refuses a redirect to a private address, even from an allowed host', async () => {
      for (const path of ['/redirect-private', '/redirect-localhost']) {
        const res = await importUrl(`${site.origin}${path}`);
        expect(res.statusCode, path).toBe(400);
        expect(res.json().error).toMatch(/private or local network/);
      }
    });

    it('gives up on a redirect loop after 5 redirects (502)', async () => {
      const res = await importUrl(`${site.origin}/redirect-loop`);
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({ error: 'The site redirected too many times', code: 'FETCH_FAILED' });
    });

    it('refuses a page larger than 5 MiB, declared or streamed, and a gzip bomb (502)', async () => {
      for (const path of ['/huge', '/huge-declared', '/gzip-bomb']) {
        const res = await importUrl(`${site.origin}${path}`);
        expect(res.statusCode, path).toBe(502);
        expect(res.json(), path).toEqual({ error: 'The page is larger than 5 MiB', code: 'FETCH_FAILED' });
      }
    });

    it('answers 504 when the site is too slow, before headers or during the body', async () => {
      for (const path of ['/slow-headers', '/slow-body']) {
        const res = await importUrl(`${site.origin}${path}`);
        expect(res.statusCode, path).toBe(504);
        expect(res.json(), path).toEqual({ error: 'The site did not answer within 2 seconds', code: 'FETCH_TIMEOUT' });
      }
    });

    it('answers 422 for a file that is not a web page, and 502 for an error page', async () => {
      const image = await importUrl(`${site.origin}/image`);
      expect(image.statusCode).toBe(422);
      expect(image.json().error).toMatch(/not a web page/);
      const error = await importUrl(`${site.origin}/error`);
      expect(error.statusCode).toBe(502);
      expect(error.json().error).toMatch(/HTTP 500/);
    });

    it('answers 422 "This page has no recipe we can read" for a page without recipe data', async () => {
      const res = await importUrl(`${site.origin}/plain`);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ error: 'This page has no recipe we can read', code: 'NO_RECIPE_DATA' });
    });

    it('answers 400 in plain words for a link that is not http(s) or not a link', async () => {
      for (const url of [
        'ftp://example.com/soup',
        'file:///etc/passwd',
        'not a link',
        'http://[::1]/',
        'http://169.254.169.254/',
      ]) {
        const res = await importUrl(url, locked, lockedAdmin);
        expect(res.statusCode, url).toBe(400);
        expect(res.json().error, url).not.toMatch(/invalid body/i);
      }
      const missing = await t.app.inject({
        method: 'POST',
        url: '/api/recipes/import',
        headers: admin.auth,
        payload: {},
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error).not.toMatch(/invalid body/i);
    });

    it('reads HTML the browser sent ({ html, url }), up to 5 MiB on this route only', async () => {
      const padding = `<!-- ${'x'.repeat(3 * 1024 * 1024)} -->`;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/recipes/import',
        headers: admin.auth,
        payload: { url: 'https://cook.example.com/soup', html: RECIPE_PAGE.replace('<body>', `<body>${padding}`) },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().recipe.recipeDetails).toMatchObject({
        name: 'Fake Site Soup',
        img: 'https://cook.example.com/soup.jpg',
      });
      const elsewhere = await t.app.inject({
        method: 'POST',
        url: '/api/userSuggestions',
        headers: admin.auth,
        payload: { url: 'https://cook.example.com/soup', padding },
      });
      expect(elsewhere.statusCode).toBe(413);
      const noRecipe = await t.app.inject({
        method: 'POST',
        url: '/api/recipes/import',
        headers: admin.auth,
        payload: { url: 'https://cook.example.com/about', html: PLAIN_PAGE },
      });
      expect(noRecipe.statusCode).toBe(422);
    });

    it('cleans a page holding NUL characters and imports it (not a 400): the draft then saves with 201', async () => {
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/recipes/import',
        headers: admin.auth,
        payload: { url: 'https://cook.example.com/soup', html: NUL_PAGE },
      });
      const fetched = await importUrl(`${site.origin}/nul-recipe`);
      for (const res of [sent, fetched]) {
        expect(res.statusCode).toBe(200);
        expect(res.body).not.toMatch(/\\u0000|\\ud800/i);
        const { recipe } = res.json();
        expect(recipe.recipeDetails.name).toBe('Fake Site Soup');
        expect(recipe.ingredients[0]).toMatchObject({
          text: '2 cups stock',
          qty: 2,
          measurement: 'cup',
          name: 'stock',
        });
      }
      const { recipe } = sent.json();
      const saved = await t.app.inject({
        method: 'POST',
        url: '/api/recipes/add-recipe',
        headers: admin.auth,
        payload: recipePayload({
          details: { name: recipe.recipeDetails.name, url: recipe.recipeDetails.url },
          ingredients: recipe.ingredients.map((i: { name: string; qty: number; measurement: string }) => ({
            name: i.name,
            qty: i.qty,
            measurement: i.measurement,
          })),
        }),
      });
      expect(saved.statusCode).toBe(201);
      await t.db.delete(recipes);
      // The url is the admin's own input, not the page's: a NUL there is still refused.
      const badUrl = await t.app.inject({
        method: 'POST',
        url: '/api/recipes/import',
        headers: admin.auth,
        payload: { url: 'https://cook.example.com/\u0000', html: NUL_PAGE },
      });
      expect(badUrl.statusCode).toBe(400);
    });

    it('is for admins only', async () => {
      const user = await createUser(t.app);
      expect((await importUrl(`${site.origin}/recipe`, t, user)).statusCode).toBe(403);
    });
  });

  describe('POST /api/userSuggestions/{id}/import', () => {
    it("answers the draft of the suggestion's page, and 404 for an unknown id", async () => {
      const user = await createUser(t.app);
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/userSuggestions',
        headers: user.auth,
        payload: { url: `${site.origin}/recipe` },
      });
      const { id } = created.json();
      const res = await t.app.inject({ method: 'POST', url: `/api/userSuggestions/${id}/import`, headers: admin.auth });
      expect(res.statusCode).toBe(200);
      expect(res.json().recipe.recipeDetails.name).toBe('Fake Site Soup');
      expect(await t.db.$count(suggestions)).toBe(1);
      await expectNothingSaved();

      const unknown = await t.app.inject({
        method: 'POST',
        url: `/api/userSuggestions/999999/import`,
        headers: admin.auth,
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ error: 'Suggestion not found', code: 'NOT_FOUND' });
    });
  });
});
