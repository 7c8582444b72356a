import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseIngredient } from '#domain/ingredient-parse.ts';
import { buildApp } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { bulkImportItems, recipes } from '../../db/schema.ts';
import { createAdmin, type TestUser } from '../../test/factories.ts';
import { createTestDatabase, testConfig } from '../../test/test-app.ts';
import { startLoopbackSite, waitForJob, type LoopbackSite } from './bulk-import.test-support.ts';
import { createFetchLimiter } from './fetch-limiter.ts';
import { importItem, REASONS } from './import-item.ts';
import { insertJob } from './repository.ts';

// Held fetches wait for the others to open: on a busy machine that can take seconds, and a fetch that timed
// out would end `unreachable`.
const config = testConfig({ import: { allowedHosts: ['127.0.0.1', '127.0.0.2', '127.0.0.3'], timeoutMs: 20_000 } });

describe('bulk import across a restart, and its limits', () => {
  let site: LoopbackSite;
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let admin: TestUser;

  beforeAll(async () => {
    site = await startLoopbackSite(['127.0.0.1', '127.0.0.2', '127.0.0.3']);
    handle = await createTestDatabase();
    app = await buildApp({ config, db: handle.db });
    await app.ready();
    admin = await createAdmin(app);
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
    await site.close();
  });

  it('goes on after the app is closed mid-job: each link one outcome, no recipe twice', async () => {
    const links = [
      ...Array.from({ length: 10 }, (_, i) => `${site.origin}/hold/restart-${i}`),
      ...Array.from({ length: 10 }, (_, i) => `${site.origin}/r/Restart%20${i}`),
      `${site.origin}/hold/restart-0#again`,
    ];
    const res = await app.inject({
      method: 'POST',
      url: '/api/recipes/import/bulk',
      headers: admin.auth,
      payload: { urls: links },
    });
    expect(res.statusCode).toBe(202);
    const id = res.json().id as number;
    await waitForJob(app, admin.auth, id, 'two links are in hand', () => site.open.total === 2);

    // The app stops while two fetches are in hand: they end, the rest waits in the database.
    const closing = app.close();
    site.release();
    await closing;
    const left = await handle.db.select().from(bulkImportItems).where(eq(bulkImportItems.jobId, id));
    expect(left.filter((i) => i.outcome === 'pending').length).toBeGreaterThan(0);

    // A new instance on the same database picks the job up by itself.
    app = await buildApp({ config, db: handle.db });
    await app.ready();
    const { job, items } = await waitForJob(app, admin.auth, id, 'the job is done after the restart');
    expect(job).toMatchObject({ status: 'done', total: 21, done: 21, imported: 20, duplicate: 1 });
    expect(items.map((i) => i.outcome)).toEqual([...Array(20).fill('imported'), 'duplicate']);
    expect(items[20].recipeId).toBe(items[0].recipeId);
    const perUrl = await handle.db.select({ url: recipes.url, n: count() }).from(recipes).groupBy(recipes.url);
    expect(perUrl).toHaveLength(20);
    expect(perUrl.every((r) => r.n === 1)).toBe(true);
    expect(new Set(items.map((i) => i.recipeId)).size).toBe(20);
  });

  it('fetches at most 4 pages at once, at most 2 from one host', async () => {
    const hosts = ['127.0.0.1', '127.0.0.2', '127.0.0.3'];
    const port = new URL(site.origin).port;
    const links = hosts.flatMap((h) => Array.from({ length: 3 }, (_, i) => `http://${h}:${port}/hold/limit-${h}-${i}`));
    site.open.max = 0;
    site.open.maxByHost = 0;
    // Held requests are answered only once all the first turn's fetches are open.
    site.hold();
    const res = await app.inject({
      method: 'POST',
      url: '/api/recipes/import/bulk',
      headers: admin.auth,
      payload: { urls: links },
    });
    const id = res.json().id as number;
    await waitForJob(app, admin.auth, id, 'four links are in hand', () => site.open.total >= 4);
    site.release();
    const { job, items } = await waitForJob(app, admin.auth, id, 'the job is done');
    expect(job, JSON.stringify(items)).toMatchObject({ done: 9, imported: 9 });
    expect(site.open.max).toBe(4);
    expect(site.open.maxByHost).toBe(2);
  });

  /** A draft of one egg whose source address is `url`. */
  const eggDraft = (url: string) => ({
    recipeDetails: {
      name: 'Once',
      url,
      img: null,
      servings: 2,
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
    ingredients: [{ text: '1 egg', qty: 1, qtyMax: null, measurement: null, name: 'egg', comment: null }],
    ingredientSections: [],
    instructions: ['Boil.'],
    instructionSections: [],
  });
  /** importItem's dependencies on this database, with a stand-in for the link importer. */
  const itemDeps = (readLink: (url: string) => Promise<{ finalUrl: string; recipe: ReturnType<typeof eggDraft> }>) => ({
    db: handle.db,
    parseLine: parseIngredient,
    limiter: createFetchLimiter(),
    stopping: () => false,
    started: new Set<number>(),
    onSaveError: () => {},
    pace: <T>(save: () => Promise<T>) => save(),
    readLink,
  });

  it('saves no second recipe when one link is handled twice at once (a retried job)', async () => {
    const db = handle.db;
    const job = await insertJob(db, [{ url: `${site.origin}/r/Once`, urlKey: null, sameAs: null }]);
    let call = 0;
    let bothIn = () => {};
    const barrier = new Promise<void>((resolve) => (bothIn = resolve));
    // Each read answers another canonical address, so only the item's own guard can stop a second save.
    const deps = itemDeps(async (url) => {
      const mine = ++call;
      if (mine === 2) bothIn();
      // Both reads are in hand before either is saved, as with a job retried while it still runs.
      await barrier;
      return { finalUrl: url, recipe: eggDraft(`${site.origin}/r/once-${mine}`) };
    });
    const before = await db.$count(recipes);
    const item = { jobId: job.id, position: 0, url: `${site.origin}/r/Once` };
    await Promise.all([importItem(deps, item), importItem(deps, item)]);
    expect(call).toBe(2);
    expect(await db.$count(recipes)).toBe(before + 1);
    const [row] = await db.select().from(bulkImportItems).where(eq(bulkImportItems.jobId, job.id));
    expect(row.outcome).toBe('imported');
  });

  it('ends a link whose save fails for its own reason as no_recipe, so the job does not stop on it', async () => {
    const db = handle.db;
    const job = await insertJob(db, [{ url: `${site.origin}/r/Broken`, urlKey: null, sameAs: null }]);
    const failures: unknown[] = [];
    const deps = {
      ...itemDeps(async (url) => ({ finalUrl: url, recipe: eggDraft(`${site.origin}/r/broken`) })),
      onSaveError: (err: unknown) => failures.push(err),
      pace: () => Promise.reject(new Error('a constraint the payload schema does not know')),
    };
    const before = await db.$count(recipes);
    await importItem(deps, { jobId: job.id, position: 0, url: `${site.origin}/r/Broken` });
    const [row] = await db.select().from(bulkImportItems).where(eq(bulkImportItems.jobId, job.id));
    expect([row.outcome, row.reason, row.recipeId]).toEqual(['no_recipe', REASONS.notStored, null]);
    expect(failures).toHaveLength(1);
    expect(await db.$count(recipes)).toBe(before);
  });
});
