import { is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeMapsServer, type FakeMapsServer } from '../../../e2e/support/fake-maps-server.mjs';
import * as schema from '../db/schema.ts';
import { signUpBody } from '../test/factories.ts';
import { createAdmin, createRecipe, createUser, recipePayload, type TestUser } from '../test/factories.ts';
import { createTestApp, testConfig, type TestApp } from '../test/test-app.ts';

/**
 * Fuzz table: hostile values × every route that takes a body, query or path value. Each must answer 400
 * naming the field, and write nothing.
 */

type Who = 'none' | 'user' | 'admin';
interface RouteCase {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  who: Who;
  /** A valid JSON body, or a valid query (GET). */
  body?: Record<string, unknown>;
  query?: Record<string, string>;
  /** Paths of string fields, ids and numbers in the body or query. */
  text?: string[];
  ids?: string[];
  numbers?: string[];
}

const HOSTILE_TEXT = ['a\u0000b', '\u0000', 'x\uD800', '\uDC00y', 'ok\uDBFF'];
// Not text at all, where text is expected.
const WRONG_TEXT: unknown[] = [123, true, ['x'], { x: 1 }];
// Percent-encoded in a query string: NUL, and NUL inside a word.
const HOSTILE_QUERY = ['%00', 'a%00b'];
const WRONG_IDS: unknown[] = [true, '0x1F', '42', [5], 4.5, 0, -1, 2 ** 31, null, {}, '', 1e308];
const WRONG_NUMBERS: unknown[] = [5e-324, -1, 1e308, true, [5], '0x1F', '', null, 'NaN', 'Infinity', {}];
const PROTO_KEYS = ['{"__proto__":{"isAdmin":true}}', '{"constructor":{"prototype":{"isAdmin":true}}}'];

function setPath(target: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(target);
  const keys = path.split('.');
  let node: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[keys.at(-1)!] = value;
  return copy;
}

describe('hostile input', () => {
  let fake: FakeMapsServer;
  let t: TestApp;
  let user: TestUser;
  let admin: TestUser;
  let recipeId: number;
  let suggestionId: number;
  let routes: RouteCase[];

  beforeAll(async () => {
    fake = await startFakeMapsServer();
    t = await createTestApp({
      rateLimits: { login: 10_000, userExists: 10_000 },
      maps: { ...testConfig().maps, overpassUrl: fake.overpassUrl, nominatimUrl: fake.nominatimUrl },
    });
    [user, admin] = await Promise.all([createUser(t.app), createAdmin(t.app)]);
    recipeId = await createRecipe(t.db);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/userSuggestions',
      headers: user.auth,
      payload: { url: 'https://example.com/a-dish' },
    });
    suggestionId = created.json().id;
    const recipeText = [
      'recipeDetails.name',
      'recipeDetails.url',
      'recipeDetails.img',
      'cuisines.0',
      'ingredients.0.name',
      'ingredients.0.measurement',
    ];
    const recipeNumbers = ['recipeDetails.servings', 'recipeDetails.cookTime', 'ingredients.0.qty'];
    const signUp = signUpBody();
    routes = [
      {
        name: 'sign-up',
        method: 'POST',
        url: '/api/user/signup',
        who: 'none',
        body: signUp,
        text: Object.keys(signUp),
      },
      {
        name: 'login',
        method: 'POST',
        url: '/api/user/login',
        who: 'none',
        body: { username: user.username, password: user.password },
        text: ['username', 'password'],
      },
      {
        name: 'userExists',
        method: 'POST',
        url: '/api/user/userExists/username',
        who: 'none',
        body: { value: 'someone_free' },
        text: ['value'],
      },
      {
        name: 'editMe',
        method: 'PUT',
        url: '/api/user/editMe',
        who: 'user',
        body: { firstName: 'Grace', lastName: 'Hopper', email: 'grace.fuzz@example.com' },
        text: ['firstName', 'lastName', 'email'],
      },
      {
        name: 'user list',
        method: 'GET',
        url: '/api/user/all',
        who: 'admin',
        query: { page: '1', sort: 'true' },
        text: ['page', 'sort'],
      },
      ...['updateFavorites', 'updatedislikes'].map((path): RouteCase => ({
        name: path,
        method: 'PUT',
        url: `/api/user/me/${path}`,
        who: 'user',
        body: { action: 'add', id: 0 },
        text: ['action'],
        ids: ['id'],
      })),
      ...['addRecipe', 'removeRecipe', 'setCompleted'].map((path): RouteCase => ({
        name: path,
        method: 'PUT',
        url: `/api/user/me/${path}`,
        who: 'user',
        body: { id: 0 },
        ids: ['id'],
      })),
      {
        name: 'all lists',
        method: 'GET',
        url: '/api/user/me/allLists',
        who: 'user',
        query: { page: '1', completed: 'true' },
        text: ['page', 'completed'],
      },
      {
        name: 'recipe list',
        method: 'GET',
        url: '/api/recipes',
        who: 'user',
        query: { q: 'dish', page: '1', cuisine: 'all', sort: 'ascending' },
        text: ['q', 'page', 'cuisine', 'sort'],
      },
      {
        name: "chef's choice",
        method: 'POST',
        url: '/api/recipes/chefs-choice',
        who: 'user',
        body: { people: 2, meals: 1, cookTime: 'all' },
        text: ['cookTime'],
        numbers: ['people', 'meals'],
      },
      {
        name: 'add recipe',
        method: 'POST',
        url: '/api/recipes/add-recipe',
        who: 'admin',
        body: recipePayload() as unknown as Record<string, unknown>,
        text: recipeText,
        numbers: recipeNumbers,
      },
      {
        name: 'edit recipe',
        method: 'PUT',
        url: '/api/recipes/:recipe',
        who: 'admin',
        body: recipePayload() as unknown as Record<string, unknown>,
        text: recipeText,
        numbers: recipeNumbers,
      },
      {
        name: 'suggest',
        method: 'POST',
        url: '/api/userSuggestions',
        who: 'user',
        body: { url: 'https://example.com/another-dish' },
        text: ['url'],
      },
      {
        name: 'review suggestion',
        method: 'PUT',
        url: '/api/userSuggestions/:suggestion',
        who: 'admin',
        body: { adminResponse: 'Thanks!', status: 'Approved' },
        text: ['adminResponse', 'status'],
      },
      {
        name: 'suggestion list',
        method: 'GET',
        url: '/api/userSuggestions',
        who: 'admin',
        query: { page: '1', status: 'All' },
        text: ['page', 'status'],
      },
      {
        name: 'convert shopping list',
        method: 'POST',
        url: '/api/amazon/convertshoppinglist',
        who: 'user',
        body: { recipes: [{ lineItems: [{ qty: 1, measurement: 'cup', ingredient: { name: 'rice' } }] }] },
        text: ['recipes.0.lineItems.0.measurement', 'recipes.0.lineItems.0.ingredient.name'],
      },
      {
        name: 'nearby stores',
        method: 'GET',
        url: '/api/stores/nearby',
        who: 'user',
        query: { lat: '32.7', lng: '-117.1' },
        text: ['lat', 'lng'],
      },
      {
        name: 'place search',
        method: 'GET',
        url: '/api/places/autocomplete',
        who: 'user',
        query: { q: 'harbor' },
        text: ['q'],
      },
      {
        name: 'geocode',
        method: 'GET',
        url: '/api/places/geocode',
        who: 'user',
        query: { address: 'Balboa Park' },
        text: ['address'],
      },
    ];
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const headers = (who: Who) => (who === 'user' ? user.auth : who === 'admin' ? admin.auth : {});
  const urlOf = (route: RouteCase) =>
    route.url.replace(':recipe', String(recipeId)).replace(':suggestion', String(suggestionId));

  function send(route: RouteCase, body: unknown, query?: string, raw?: string) {
    const url = `${urlOf(route)}${query ? `?${query}` : ''}`;
    return t.app.inject({
      method: route.method,
      url,
      headers: { ...headers(route.who), ...(raw ? { 'content-type': 'application/json' } : {}) },
      ...(raw !== undefined ? { payload: raw } : body !== undefined ? { payload: body as object } : {}),
    });
  }

  const queryString = (q: Record<string, string>) =>
    Object.entries(q)
      .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
      .join('&');

  /** Every row of every table, to prove that nothing was written. */
  async function snapshot(): Promise<string> {
    const out: Record<string, unknown[]> = {};
    for (const [name, table] of Object.entries(schema)) {
      if (!is(table, PgTable) || name === 'rateLimitHits') continue;
      out[name] = await t.db.select().from(table as PgTable);
    }
    return JSON.stringify(out);
  }

  /** Each hostile request: where it was sent, what was wrong, and the field the answer must name. */
  function cases(): {
    route: RouteCase;
    label: string;
    body?: unknown;
    query?: string;
    raw?: string;
    field?: string;
  }[] {
    const all: ReturnType<typeof cases> = [];
    for (const route of routes) {
      if (route.body) {
        for (const path of route.text ?? [])
          for (const value of [...HOSTILE_TEXT, ...WRONG_TEXT])
            all.push({
              route,
              label: `${path}=${JSON.stringify(value)}`,
              body: setPath(route.body, path, value),
              field: path,
            });
        for (const path of route.ids ?? [])
          for (const value of WRONG_IDS)
            all.push({
              route,
              label: `${path}=${JSON.stringify(value)}`,
              body: setPath(route.body, path, value),
              field: path,
            });
        for (const path of route.numbers ?? [])
          // A blank quantity means 1 (the form leaves it empty): not a wrong type there.
          for (const value of WRONG_NUMBERS.filter((v) => !path.endsWith('qty') || (v !== '' && v !== null)))
            all.push({
              route,
              label: `${path}=${JSON.stringify(value)}`,
              body: setPath(route.body, path, value),
              field: path,
            });
        for (const key of PROTO_KEYS) {
          const raw = `${key.slice(0, -1)},${JSON.stringify(route.body).slice(1)}`;
          all.push({ route, label: `key ${key}`, raw });
        }
        // 1e400 is not a JSON.stringify-able number: send it raw.
        for (const path of route.numbers ?? []) {
          const marker = '"__NUMBER__"';
          const raw = JSON.stringify(setPath(route.body, path, '__NUMBER__')).replace(marker, '1e400');
          all.push({ route, label: `${path}=1e400`, raw, field: path });
        }
      }
      if (route.query) {
        for (const path of route.text ?? [])
          for (const value of HOSTILE_QUERY)
            all.push({
              route,
              label: `?${path}=${value}`,
              query: `${queryString({ ...route.query, [path]: 'x' }).replace(`${path}=x`, `${path}=${value}`)}`,
              field: path,
            });
        all.push({ route, label: '?__proto__', query: `${queryString(route.query)}&__proto__=x&constructor=y` });
      }
    }
    return all;
  }

  it('answers 400 naming the field for every hostile value on every route, and writes nothing', async () => {
    const before = await snapshot();
    const failures: string[] = [];
    const all = cases();
    expect(all.length).toBeGreaterThan(300);
    for (const c of all) {
      const res = await send(c.route, c.body, c.query, c.raw);
      const body = res.json();
      const named = c.field === undefined || (body.details && c.field in body.details);
      if (res.statusCode !== 400 || typeof body.error !== 'string' || !named) {
        failures.push(`${c.route.name} ${c.label}: ${res.statusCode} ${res.body.slice(0, 160)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await snapshot()).toBe(before);
  }, 120_000);

  it('answers hostile path values with 400', async () => {
    for (const path of [
      '/api/recipes/%00',
      '/api/recipes/1%00',
      '/api/recipes/0x1F',
      '/api/recipes/1e3',
      '/api/recipes/-1',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: path, headers: user.auth });
      expect(res.statusCode, path).toBe(400);
    }
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/userSuggestions/%00',
      headers: admin.auth,
      payload: { adminResponse: '', status: 'Denied' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('accepts every base request, so the 400s above come from the hostile values', async () => {
    const ids: Record<string, number> = {
      updateFavorites: recipeId,
      updatedislikes: recipeId,
      addRecipe: recipeId,
      removeRecipe: recipeId,
    };
    for (const route of routes) {
      if (route.name === 'setCompleted') continue; // needs a list id; its id slot is the same schema as addRecipe's
      const body = route.body && 'id' in route.body ? { ...route.body, id: ids[route.name] } : route.body;
      const res = await send(route, body, route.query ? queryString(route.query) : undefined);
      expect(res.statusCode, `${route.name}: ${res.body.slice(0, 200)}`).toBeLessThan(300);
    }
  }, 60_000);
});

describe('picture paths and plain-words errors', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t.app);
  });
  afterAll(() => t?.close());
  const add = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/recipes/add-recipe', headers: admin.auth, payload });

  it('refuses an img that leaves /images/, in any spelling, and stores nothing', async () => {
    const escapes = [
      '/images/../api/user/all',
      '/images/..',
      '/images/./../api',
      '/images/%2e%2e/api/user/all',
      '/images/..%2fapi',
      '/images//evil.svg',
      '/images/.hidden',
      '/images\\..\\api',
      '/images',
      '/api/user/all',
    ];
    for (const img of escapes) {
      const res = await add(recipePayload({ details: { img } }));
      expect(res.statusCode, img).toBe(400);
      expect(Object.keys(res.json().details), img).toEqual(['recipeDetails.img']);
    }
    expect(await t.db.$count(schema.recipes)).toBe(0);
    const ok = await add(recipePayload({ details: { img: '/images/dishes/pad-thai.v2.svg' } }));
    expect(ok.statusCode).toBe(201);
  });

  it('names fields in plain words, never by schema path', async () => {
    const payload = recipePayload();
    const { url: _omit, ...details } = payload.recipeDetails;
    const res = await add({ ...payload, recipeDetails: details });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Recipe link is required.',
      code: 'VALIDATION_FAILED',
      details: { 'recipeDetails.url': 'Recipe link is required' },
    });
  });
});
