import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shares } from '../../../db/schema.ts';
import { createAdmin, createRecipe, createUser, type TestUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const ORIGIN = 'https://kitchen.example';
const HOSTILE = `Tom's "Best" <script>alert(1)</script> & </script><!-- Jerry`;

/** The `content` of a meta tag, unescaped as a browser would. */
function meta(html: string, name: string): string | undefined {
  const match = new RegExp(`<meta (?:property|name)="${name}" content="([^"]*)">`).exec(html);
  return match ? unescape(match[1]) : undefined;
}
const scripts = (html: string) => [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
const jsonLd = (html: string) => {
  const found = scripts(html);
  expect(found).toHaveLength(1);
  expect(found[0][1]).toBe(' type="application/ld+json"');
  return JSON.parse(found[0][2]);
};
const unescape = (text: string) => text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
const hrefs = (html: string) => [...html.matchAll(/ href="([^"]*)"/g)].map((m) => unescape(m[1]));

describe('the public pages /s/<token>', () => {
  let t: TestApp;
  let dir: string;
  let alice: TestUser;
  let recipeId: number;
  let hostileId: number;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'hk-share-'));
    mkdirSync(join(dir, 'images/cuisines'), { recursive: true });
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(join(dir, 'images/cuisines/other.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // The build's icon (public/icons), which the page names as its favicon.
    mkdirSync(join(dir, 'icons'));
    writeFileSync(join(dir, 'icons/icon-192.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
    t = await createTestApp({ webDist: dir, publicUrl: ORIGIN, shareRateLimit: 5 });
    alice = await createUser(t.app);
    recipeId = await createRecipe(t.db, {
      details: { name: 'Lemon Chicken', servings: 4, cookTime: 95, description: 'Bright & easy' },
      ingredients: [
        { name: 'chicken thighs', qty: 2, measurement: 'pounds' },
        { name: 'lemon', qty: 1, measurement: 'whole' },
        { name: 'salt', qty: 1, measurement: 'teaspoon' },
      ],
      instructions: ['Heat the oven.', 'Roast the chicken with the lemon.', 'Rest and serve.'],
    });
    hostileId = await createRecipe(t.db, {
      details: { name: HOSTILE, url: 'https://www.example.com/a?x=1&y="2"' },
      instructions: ['Stir </script><script>alert(2)</script> well.'],
    });
  });
  afterAll(async () => {
    await t?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const share = async (payload: object, user = alice) =>
    (await t.app.inject({ method: 'POST', url: '/api/shares', headers: user.auth, payload })).json() as {
      id: number;
      token: string;
      url: string;
    };
  const open = (path: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: path, headers });

  it('serves a complete recipe page: headers, Open Graph, Twitter and one JSON-LD Recipe', async () => {
    const link = await share({ recipeId });
    // A stale bearer token and a cookie change nothing: the page is for anyone.
    const res = await open(`/s/${link.token}`, { authorization: 'Bearer nonsense', cookie: 'sid=1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    const html = res.body;
    expect(meta(html, 'og:title')).toBe('Lemon Chicken');
    expect(meta(html, 'og:type')).toBe('article');
    expect(meta(html, 'og:url')).toBe(link.url);
    expect(meta(html, 'og:description')).toBe('Bright & easy');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'twitter:title')).toBe('Lemon Chicken');
    const image = meta(html, 'og:image')!;
    expect(image).toBe(`${ORIGIN}/images/cuisines/other.svg`);
    const picture = await open(new URL(image).pathname);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toMatch(/^image\//);

    expect(jsonLd(html)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Lemon Chicken',
      image: [image],
      description: 'Bright & easy',
      recipeIngredient: ['2 pounds chicken thighs', '1 lemon', '1 teaspoon salt'],
      recipeInstructions: [
        { '@type': 'HowToStep', text: 'Heat the oven.' },
        { '@type': 'HowToStep', text: 'Roast the chicken with the lemon.' },
        { '@type': 'HowToStep', text: 'Rest and serve.' },
      ],
      recipeYield: '4 servings',
      cookTime: 'PT1H35M',
      recipeCuisine: 'american',
      url: link.url,
    });
    // The body: picture, name, servings, times, ingredients and method.
    expect(html).toContain(`<img class="picture" src="${image}"`);
    expect(html).toContain('<h1>Lemon Chicken</h1>');
    expect(html).toContain('<dt>Servings</dt><dd>4</dd>');
    expect(html).toContain('<dt>Cook</dt><dd>1 h 35 min</dd>');
    expect(html).toContain('<li>2 pounds chicken thighs</li>');
    expect(html).toContain('<li>Roast the chicken with the lemon.</li>');
  });

  it('has no dead control: every link answers without login, scaling is a plain GET form', async () => {
    const link = await share({ recipeId });
    const html = (await open(`/s/${link.token}`)).body;
    expect(html).not.toMatch(/<button(?![^>]*type="submit")/);
    expect(html).not.toMatch(/\son[a-z]+=/i);
    expect(html).toContain('<form method="get">');
    expect(html).toContain('name="servings"');
    const own = hrefs(html).filter((h) => h.startsWith('/'));
    expect(own).toContain('/');
    for (const href of own) expect((await open(href)).statusCode, href).toBe(200);
    expect(hrefs(html)).toContain('https://www.example.com/recipes/test');

    const scaled = (await open(`/s/${link.token}?servings=8`)).body;
    expect(scaled).toContain('<dt>Servings</dt><dd>8</dd>');
    expect(scaled).toContain('<li>4 pounds chicken thighs</li>');
    expect(scaled).toContain('<li>2 teaspoons salt</li>');
    // The JSON-LD stays the recipe as written.
    expect(jsonLd(scaled).recipeIngredient[0]).toBe('2 pounds chicken thighs');
    expect((await open(`/s/${link.token}?servings=abc`)).body).toContain('<dd>4</dd>');
  });

  it('escapes every text; the JSON-LD cannot be ended by </script> and reads back as typed', async () => {
    const link = await share({ recipeId: hostileId });
    const html = (await open(`/s/${link.token}`)).body;
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain(HOSTILE);
    expect(scripts(html)).toHaveLength(1);
    const data = jsonLd(html);
    expect(data.name).toBe(HOSTILE);
    expect(data.recipeInstructions[0].text).toBe('Stir </script><script>alert(2)</script> well.');
    expect(meta(html, 'og:title')).toBe(HOSTILE);
    expect(html).toContain(
      '<h1>Tom&#39;s &#34;Best&#34; &#60;script&#62;alert(1)&#60;/script&#62; &#38; &#60;/script&#62;&#60;!-- Jerry</h1>',
    );
    expect(hrefs(html)).toContain('https://www.example.com/a?x=1&y="2"');
  });

  it('reads back through POST /api/recipes/import { html, url } with the same name, lines and steps', async () => {
    const link = await share({ recipeId });
    const html = (await open(`/s/${link.token}`)).body;
    const admin = await createAdmin(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/recipes/import',
      headers: admin.auth,
      payload: { html, url: link.url },
    });
    expect(res.statusCode).toBe(200);
    const draft = res.json().recipe;
    expect(draft.recipeDetails.name).toBe('Lemon Chicken');
    expect(draft.recipeDetails.servings).toBe(4);
    expect(draft.recipeDetails.cookTime).toBe(95);
    expect(draft.ingredients.map((l: { text: string }) => l.text)).toEqual([
      '2 pounds chicken thighs',
      '1 lemon',
      '1 teaspoon salt',
    ]);
    expect(draft.instructions).toEqual(['Heat the oven.', 'Roast the chicken with the lemon.', 'Rest and serve.']);
  });

  it('answers the same 404 page for unknown, revoked, expired and altered tokens, with no JSON-LD', async () => {
    const revoked = await share({ recipeId });
    await t.app.inject({ method: 'DELETE', url: `/api/shares/${revoked.id}`, headers: alice.auth });
    const expired = await share({ recipeId, expiresAt: new Date(Date.now() + 86_400_000).toISOString() });
    await t.db
      .update(shares)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(shares.id, expired.id));
    const live = await share({ recipeId });
    const last = live.token.at(-1) === 'A' ? 'B' : 'A';
    const paths = [
      '/s/AAAAAAAAAAAAAAAAAAAAAAAA',
      '/s/short',
      `/s/${revoked.token}`,
      `/s/${expired.token}`,
      `/s/${live.token.slice(0, -1)}${last}`,
      `/s/${live.token}/${recipeId}`,
    ];
    const answers = await Promise.all(paths.map((p) => open(p)));
    for (const [i, res] of answers.entries()) {
      expect(res.statusCode, paths[i]).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toBe(answers[0].body);
    }
    expect(answers[0].body).toContain('This link no longer works');
    expect(answers[0].body).not.toContain('ld+json');
    expect((await open(`/s/${live.token}`)).statusCode).toBe(200);
  });

  it('answers 429 with Retry-After beyond SHARE_RATE_LIMIT a minute to one token; other tokens go on', async () => {
    const busy = await share({ recipeId });
    const calm = await share({ recipeId });
    for (let i = 0; i < 5; i++) expect((await open(`/s/${busy.token}`)).statusCode).toBe(200);
    const refused = await open(`/s/${busy.token}`);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.body).not.toContain('ld+json');
    expect((await open(`/s/${calm.token}`)).statusCode).toBe(200);
  });
});
