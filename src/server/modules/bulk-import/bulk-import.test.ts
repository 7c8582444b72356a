import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkImportItems, bulkImports, recipes } from '../../db/schema.ts';
import { PRIVATE_ADDRESS } from '../../lib/guarded-fetch.ts';
import { createAdmin, createRecipe, createUser, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { readJob, startLoopbackSite, waitForJob, type LoopbackSite } from './bulk-import.test-support.ts';
import { REASONS } from './import-item.ts';

describe('bulk import', () => {
  let site: LoopbackSite;
  let t: TestApp;
  let admin: TestUser;
  let user: TestUser;

  beforeAll(async () => {
    site = await startLoopbackSite();
    // The metadata address is allowed here only to show that it is refused all the same.
    t = await createTestApp({ import: { allowedHosts: ['127.0.0.1', '169.254.169.254'], timeoutMs: 1000 } });
    admin = await createAdmin(t.app);
    user = await createUser(t.app);
  });
  afterAll(async () => {
    await t.close();
    await site.close();
  });

  const post = (payload: unknown, headers: Record<string, string> = admin.auth) =>
    t.app.inject({ method: 'POST', url: '/api/recipes/import/bulk', headers, payload: payload as object });
  const start = async (urls: string[]) => {
    const res = await post({ urls });
    expect(res.statusCode, res.body).toBe(202);
    return res.json().id as number;
  };
  const finished = (id: number) => waitForJob(t.app, admin.auth, id, `job ${id} is done`);

  describe('who and what', () => {
    it('answers 401 without a token and 403 for a user, on every path, and keeps no job', async () => {
      for (const [method, url] of [
        ['POST', '/api/recipes/import/bulk'],
        ['GET', '/api/recipes/import/bulk'],
        ['GET', '/api/recipes/import/bulk/1'],
        ['DELETE', '/api/recipes/import/bulk/1'],
      ] as const) {
        const payload = method === 'POST' ? { urls: [`${site.origin}/r/x`] } : undefined;
        expect((await t.app.inject({ method, url, payload })).statusCode, `${method} ${url}`).toBe(401);
        expect((await t.app.inject({ method, url, payload, headers: user.auth })).statusCode).toBe(403);
      }
      expect(await t.db.$count(bulkImports)).toBe(0);
    });

    it('answers 400 on urls for no links, only blank ones, more than 500, or no list of strings', async () => {
      const many = Array.from({ length: 501 }, (_, i) => `${site.origin}/r/${i}`);
      for (const body of [{}, { urls: [] }, { urls: ['', '   '] }, { urls: many }, { urls: 'x' }, { urls: ['a', 3] }]) {
        const res = await post(body);
        expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
        expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: { urls: expect.any(String) } });
        expect(typeof res.json().error).toBe('string');
      }
      expect(await t.db.$count(bulkImports)).toBe(0);
    });

    it('drops blank strings and takes exactly 500 links', async () => {
      const links = Array.from({ length: 500 }, (_, i) => `not a link ${i}`);
      const res = await post({ urls: ['', ...links, '  '] });
      expect(res.statusCode).toBe(202);
      expect(res.json()).toMatchObject({ status: 'queued', total: 500, done: 0, startedAt: null, finishedAt: null });
      const id = res.json().id as number;
      const detail = await readJob(t.app, admin.auth, id);
      expect(detail.items.map((i) => i.url)).toEqual(links);
      expect(detail.job.total).toBe(500);
      // Not run to its end here (the outcomes are the next test's): cancelled, it leaves the queue at once.
      const cancel = await t.app.inject({
        method: 'DELETE',
        url: `/api/recipes/import/bulk/${id}`,
        headers: admin.auth,
      });
      expect(cancel.statusCode).toBe(202);
    });

    it('answers 404 for an unknown job, to GET and DELETE', async () => {
      for (const method of ['GET', 'DELETE'] as const) {
        const res = await t.app.inject({ method, url: '/api/recipes/import/bulk/999999', headers: admin.auth });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ error: 'Bulk import not found', code: 'NOT_FOUND' });
      }
    });
  });

  it('gives every link one outcome with the link importer’s reason, and counts them', async () => {
    const { origin } = site;
    const closedPort = 'http://127.0.0.1:1';
    const expected = [
      [`${origin}/r/Alpha%20Soup`, 'imported', null],
      [`${origin}/incomplete/Beta`, 'imported', null],
      [`${origin}/plain`, 'no_recipe', 'This page has no recipe we can read'],
      [`${origin}/image`, 'no_recipe', 'This link leads to a file (image/png), not a web page'],
      [`${origin}/error`, 'unreachable', 'The site answered with an error (HTTP 500)'],
      [`${origin}/loop`, 'unreachable', 'The site redirected too many times'],
      [`${origin}/huge`, 'unreachable', 'The page is larger than 5 MiB'],
      [`${origin}/silent`, 'unreachable', 'The site did not answer within 1 second'],
      [`${closedPort}/r/x`, 'unreachable', 'The site 127.0.0.1 refused the connection'],
      ['ftp://example.com/r/x', 'refused', REASONS.notAnAddress],
      ['not a link', 'refused', REASONS.notAnAddress],
      [`https://example.com/${'a'.repeat(2048)}`, 'refused', REASONS.tooLong],
      ['http://10.0.0.1/r/x', 'refused', PRIVATE_ADDRESS],
      [`${origin}/to-private`, 'refused', PRIVATE_ADDRESS],
      ['http://169.254.169.254/latest/meta-data/', 'refused', PRIVATE_ADDRESS],
    ] as const;
    const id = await start(expected.map(([url]) => url));
    const { job, items } = await finished(id);
    expect(items.map((i) => [i.url, i.outcome, i.reason])).toEqual(expected);
    expect(job).toMatchObject({
      status: 'done',
      total: 15,
      done: 15,
      imported: 2,
      duplicate: 0,
      noRecipe: 2,
      unreachable: 5,
      refused: 6,
    });
    expect(job.startedAt).not.toBeNull();
    expect(job.finishedAt).not.toBeNull();
    const failed = items.filter((i) => i.outcome !== 'imported');
    expect(failed.every((i) => i.recipeId === null)).toBe(true);

    const [alpha, beta] = items;
    const rows = await t.db
      .select({ id: recipes.id, name: recipes.name, isActive: recipes.isActive, url: recipes.url })
      .from(recipes)
      .orderBy(recipes.name);
    expect(rows).toEqual([
      { id: alpha.recipeId, name: 'Alpha Soup', isActive: true, url: `${origin}/r/Alpha%20Soup` },
      { id: beta.recipeId, name: 'Beta', isActive: false, url: `${origin}/incomplete/Beta` },
    ]);
    expect(alpha.warnings).toEqual([]);
    expect(beta.warnings).toEqual(['Imported inactive: the recipe has no servings number.']);

    const read = await t.app.inject({ method: 'GET', url: `/api/recipes/${alpha.recipeId}`, headers: admin.auth });
    expect(read.statusCode).toBe(200);
    // Saved as the draft reads: lines parsed and kept as written, times, keywords, the page's cuisine word.
    expect(read.json()).toEqual({
      id: alpha.recipeId,
      name: 'Alpha Soup',
      url: `${origin}/r/Alpha%20Soup`,
      img: null,
      servings: 4,
      cookTime: 30,
      prepTime: 10,
      totalTime: 30,
      isActive: true,
      description: 'Alpha Soup, as the site tells it.',
      yieldText: null,
      keywords: ['soup', 'easy'],
      cuisines: [{ name: 'soup' }],
      restrictions: [],
      appliances: [],
      lineItems: [
        {
          id: expect.any(Number),
          text: '2 cups stock',
          qty: 2,
          qtyMax: null,
          measurement: 'cup',
          comment: '',
          ingredient: { name: 'stock' },
          recipe: null,
        },
        {
          id: expect.any(Number),
          text: '1 onion, diced',
          qty: 1,
          qtyMax: null,
          measurement: '',
          comment: 'diced',
          ingredient: { name: 'onion' },
          recipe: null,
        },
      ],
      instructions: ['Chop the onion.', 'Simmer in the stock.'],
      ingredientSections: [],
      instructionSections: [],
      source: { app: 'schema.org', importedAt: expect.any(String) },
      // Nobody has cooked it yet.
      lastCooked: null,
      timesCooked: 0,
      averageRating: null,
      ratingCount: 0,
      myRating: null,
    });
  });
  it('finds duplicates by source, final and canonical address and earlier in the list, pointing at the recipe', async () => {
    const { origin } = site;
    const bySource = await createRecipe(t.db, { details: { url: `${origin}/r/Source` } });
    const byFinal = await createRecipe(t.db, { details: { url: `${origin}/canon/Final` } });
    const byCanonical = await createRecipe(t.db, { details: { url: `${origin}/r/Canon-canonical` } });
    const before = await t.db.$count(recipes);
    const id = await start([
      // Scheme in capitals and a #fragment: still the same address.
      `${origin.replace('http:', 'HTTP:')}/r/Source#top`,
      `${origin}/go/canon/Final`,
      `${origin}/canon/Canon`,
      `${origin}/r/Twice`,
      `${origin}/r/Twice#again`,
    ]);
    const { job, items } = await finished(id);
    const twice = items[3].recipeId;
    expect(items.map((i) => [i.outcome, i.reason, i.recipeId])).toEqual([
      ['duplicate', REASONS.alreadyHere, bySource],
      ['duplicate', REASONS.alreadyHere, byFinal],
      ['duplicate', REASONS.alreadyHere, byCanonical],
      ['imported', null, expect.any(Number)],
      ['duplicate', REASONS.sameInList, twice],
    ]);
    expect(job).toMatchObject({ status: 'done', total: 5, done: 5, imported: 1, duplicate: 4 });
    expect(await t.db.$count(recipes)).toBe(before + 1);
    // A duplicate by its source address is known before any fetch; the repeated link is fetched once.
    expect(site.hits.get('/r/Source')).toBeUndefined();
    expect(site.hits.get('/r/Twice')).toBe(1);
  });

  it('cancels: the links in hand end, the others stay pending, what was saved stays', async () => {
    const links = Array.from({ length: 6 }, (_, i) => `${site.origin}/hold/cancel-${i}`);
    const id = await start(links);
    await waitForJob(t.app, admin.auth, id, 'two links are in hand', () => site.open.total === 2);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/recipes/import/bulk/${id}`, headers: admin.auth });
    expect(res.statusCode).toBe(202);
    site.release();
    const { job, items } = await waitForJob(t.app, admin.auth, id, 'the links in hand end', (d) => d.job.done === 2);
    expect(job).toMatchObject({ status: 'cancelled', total: 6, done: 2, imported: 2 });
    expect(job.finishedAt).not.toBeNull();
    // The two in hand are whichever two the workers took first; they are the only ones fetched.
    const imported = items.filter((i) => i.outcome === 'imported');
    expect(imported).toHaveLength(2);
    expect(items.filter((i) => i.outcome === 'pending')).toHaveLength(4);
    expect(imported.every((i) => i.recipeId !== null)).toBe(true);
    // Cancelling again changes nothing and answers 202.
    const again = await t.app.inject({ method: 'DELETE', url: `/api/recipes/import/bulk/${id}`, headers: admin.auth });
    expect(again.statusCode).toBe(202);
    const rows = await t.db.select().from(bulkImportItems).where(eq(bulkImportItems.jobId, id));
    expect(rows.filter((r) => r.outcome === 'pending')).toHaveLength(4);
    expect((await readJob(t.app, admin.auth, id)).job.status).toBe('cancelled');
    const held = [...site.hits.keys()].filter((k) => k.startsWith('/hold/cancel-'));
    expect(held.sort()).toEqual(imported.map((i) => new URL(i.url).pathname).sort());
  });

  it('lists the last 50 jobs, newest first', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 51; i++) ids.push(await start([`not a link ${i}`]));
    const res = await t.app.inject({ method: 'GET', url: '/api/recipes/import/bulk', headers: admin.auth });
    expect(res.statusCode).toBe(200);
    const listed = res.json() as { id: number }[];
    expect(listed).toHaveLength(50);
    expect(listed.slice(0, 51).map((j) => j.id)).toEqual(
      [...(await t.db.select({ id: bulkImports.id }).from(bulkImports))]
        .map((r) => r.id)
        .sort((a, b) => b - a)
        .slice(0, 50),
    );
    expect(listed[0].id).toBe(ids[50]);
  });
});
