import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Db } from '../db/client.ts';
import { testConfig } from '../test/test-app.ts';

/** Any use of the database fails loudly: a request without a token must be refused before a query. */
const noDatabase = new Proxy(
  {},
  {
    get(_target, property) {
      throw new Error(`The database was used (${String(property)})`);
    },
  },
) as Db;

interface Route {
  method: string;
  url: string;
  isPublic: boolean;
}

/** Builds the real app, listing every route as it is added; call ready() before reading the list. */
async function buildListingApp(): Promise<{ app: FastifyInstance; routes: () => Route[] }> {
  const added: RouteOptions[] = [];
  const app = await buildApp({ config: testConfig(), db: noDatabase, onRoute: (route) => added.push(route) });
  // Read once every onRoute hook has run: this one runs first, before a plugin's own hook marks a route.
  const routes = () =>
    added.flatMap((route) =>
      [route.method].flat().map((method) => ({ method, url: route.url, isPublic: route.config?.public === true })),
    );
  return { app, routes };
}

const isApi = (url: string) => url === '/api' || url.startsWith('/api/');
/** A concrete path for a route: each `:param` becomes 1, a wildcard becomes a file name. */
const concrete = (url: string) => url.replace(/:[^/]+/g, '1').replace(/\*$/, 'index.html');
const name = (route: Route) => `${route.method} ${route.url}`;

/** The /api routes anyone may call (API.md's "anyone"), besides the API documentation under /api/docs. */
const PUBLIC_API_ROUTES = [
  // Sign-in with OpenID Connect: the ways in, the launch URL, the provider's redirect back and the ticket.
  'GET /api/auth/config',
  'GET /api/auth/oidc/callback',
  'GET /api/auth/oidc/start',
  'GET /api/health',
  'GET /api/languages',
  // The calendar feed: calendar apps send no Authorization header; its address is the secret.
  'GET /api/plan/calendar/:file',
  'HEAD /api/auth/config',
  'HEAD /api/auth/oidc/callback',
  'HEAD /api/auth/oidc/start',
  'HEAD /api/health',
  'HEAD /api/languages',
  'HEAD /api/plan/calendar/:file',
  'POST /api/auth/oidc/exchange',
  // The bookmarklet's form POST: a cross-site form carries no token; only an admin can claim what it keeps.
  'POST /api/recipes/import/handoff',
  'POST /api/user/login',
  'POST /api/user/signup',
  'POST /api/user/userExists/:prop',
];

describe('every /api route requires a signed-in user unless marked public', () => {
  let app: FastifyInstance;
  let routes: Route[];

  beforeAll(async () => {
    const listing = await buildListingApp();
    app = listing.app;
    await app.ready();
    routes = listing.routes();
  });
  afterAll(() => app.close());

  it('lists the routes of every module', () => {
    const names = routes.map(name);
    for (const known of [
      'GET /api/user/me',
      'GET /api/recipes',
      'PUT /api/user/me/addRecipe',
      'GET /api/stores/nearby',
    ])
      expect(names).toContain(known);
  });

  it('marks public exactly the routes API.md opens to anyone, and the API documentation', () => {
    const publicApi = routes.filter((r) => isApi(r.url) && r.isPublic);
    const outsideDocs = publicApi.filter((r) => !r.url.startsWith('/api/docs'));
    expect(outsideDocs.map(name).sort()).toEqual(PUBLIC_API_ROUTES);
    const docs = routes.filter((r) => r.url.startsWith('/api/docs'));
    expect(docs.length).toBeGreaterThan(0);
    expect(docs.filter((r) => !r.isPublic)).toEqual([]);
  });

  it('answers 401 without a token on every other /api route, before any query', async () => {
    const guarded = routes.filter((r) => isApi(r.url) && !r.isPublic);
    expect(guarded.length).toBeGreaterThan(20);
    const answers = await Promise.all(
      guarded.map(async (route) => {
        const res = await app.inject({ method: route.method as 'GET', url: concrete(route.url) });
        return { route: name(route), status: res.statusCode, body: route.method === 'HEAD' ? null : res.body };
      }),
    );
    expect(answers.filter((a) => a.status !== 401)).toEqual([]);
    for (const a of answers)
      if (a.body !== null)
        expect(JSON.parse(a.body)).toEqual({ error: 'Authentication required', code: 'UNAUTHENTICATED' });
  });

  it('lets anyone read the API documentation', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
  });
});

describe('a route added without marking', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ app } = await buildListingApp());
    // Registered the way a new module would be: its own plugin under an /api prefix, no auth hooks.
    await app.register(
      async (module) => {
        module.get('/unmarked', async () => ({ secret: 'household data' }));
        module.get('/marked', { config: { public: true } }, async () => ({ open: true }));
      },
      { prefix: '/api/new-module' },
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers 401 without a token', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/new-module/unmarked' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Authentication required', code: 'UNAUTHENTICATED' });
  });

  it('answers anyone once marked public', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/new-module/marked' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ open: true });
  });
});
