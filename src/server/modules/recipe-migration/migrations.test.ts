import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { migrations, recipes } from '../../db/schema.ts';
import { createAdmin, createUser, multipartBody, zipOf, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const WEBP = Buffer.concat([Buffer.from('RIFF\0\0\0\0WEBPVP8 '), Buffer.alloc(20, 1)]);
const bulk = (names: string[]) =>
  zipOf(
    names.flatMap((name, i) => [
      [
        `recipes/r${i}/r${i}.json`,
        JSON.stringify({
          slug: `r${i}`,
          name,
          recipe_yield: '4 servings',
          recipe_ingredient: [{ note: '2 cups flour' }],
          recipe_instructions: [{ text: 'Mix.' }],
          tags: [{ name: 'Vegan' }, { name: 'Mexican' }],
        }),
      ] as [string, string | Buffer],
      [`recipes/r${i}/images/original.webp`, WEBP] as [string, string | Buffer],
    ]),
  );

describe('POST /api/admin/migrations and the background import', () => {
  let t: TestApp;
  let admin: TestUser;
  let user: TestUser;
  const upload = (fields: Record<string, string>, file?: { name: string; bytes: Buffer }, who = admin) => {
    const body = multipartBody(fields, file);
    return t.app.inject({
      method: 'POST',
      url: '/api/admin/migrations',
      payload: body.payload,
      headers: { ...body.headers, ...who.auth },
    });
  };
  const get = (url: string, who = admin) => t.app.inject({ method: 'GET', url, headers: who.auth });
  const finished = async (id: number) => {
    let body: { migration: { status: string }; items: unknown[] } | undefined;
    await vi.waitFor(
      async () => {
        body = (await get(`/api/admin/migrations/${id}`)).json();
        expect(['done', 'failed', 'cancelled']).toContain(body!.migration.status);
      },
      { timeout: 60_000, interval: 50 },
    );
    return body as { migration: Record<string, unknown>; items: Record<string, unknown>[] };
  };
  const countRecipes = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(recipes))[0].n;

  beforeAll(async () => {
    t = await createTestApp();
    [admin, user] = await Promise.all([createAdmin(t.app), createUser(t.app)]);
  });
  afterAll(() => t.close());

  it('imports every recipe with its picture and tags, reports each, and a second run imports nothing', async () => {
    const file = { name: 'mealie.zip', bytes: await bulk(['Bean Chili', 'Corn Bread']) };
    const res = await upload({}, file);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toMatchObject({ source: 'auto', fileName: 'mealie.zip', status: 'queued' });
    const report = await finished(res.json().id);
    expect(report.migration).toMatchObject({ status: 'done', total: 2, done: 2, imported: 2, skipped: 0, failed: 0 });
    expect(report.items.map((i) => i.outcome)).toEqual(['imported', 'imported']);
    const [row] = await t.db.select().from(recipes).where(eq(recipes.name, 'Bean Chili'));
    expect(row).toMatchObject({ servings: 4, isActive: true, sourceApp: 'mealie', keywords: ['Vegan', 'Mexican'] });
    expect(row.img).toMatch(/^\/images\/imported\/[0-9a-f]{64}\.webp$/);
    const picture = await t.app.inject({ method: 'GET', url: row.img! });
    expect(picture.headers['content-type']).toBe('image/webp');
    expect(picture.rawPayload.equals(WEBP)).toBe(true);
    const full = (await get(`/api/recipes/${row.id}`)).json();
    expect(full.cuisines).toEqual([{ name: 'mexican' }]);
    expect(full.restrictions).toEqual([{ name: 'vegan' }]);

    const before = await countRecipes();
    const again = await finished((await upload({}, file)).json().id);
    expect(again.migration).toMatchObject({ status: 'done', imported: 0, skipped: 2 });
    expect(again.items[0]).toMatchObject({ outcome: 'skipped', recipeId: row.id });
    expect(await countRecipes()).toBe(before);

    const kept = await finished((await upload({ duplicates: 'keep' }, file)).json().id);
    expect(kept.items[0]).toMatchObject({ outcome: 'imported', name: 'Bean Chili (2)' });
    const list = (await get('/api/admin/migrations')).json();
    expect(list[0].id).toBe(kept.migration.id);
  });

  it('imports a recipe without servings inactive, with a warning', async () => {
    const file = {
      name: 'x.json',
      bytes: Buffer.from(
        JSON.stringify({ slug: 's', name: 'No Servings Soup', recipeIngredient: [{ note: 'water' }] }),
      ),
    };
    const report = await finished((await upload({}, file)).json().id);
    expect(report.items[0]).toMatchObject({
      outcome: 'imported',
      warnings: ['Imported inactive: the recipe has no servings number.'],
    });
    const [row] = await t.db.select().from(recipes).where(eq(recipes.name, 'No Servings Soup'));
    expect(row).toMatchObject({ isActive: false, servings: null, url: null, cookTime: null });
  });

  it('answers 400 without a file or with an unknown option, 422 for a file in no format, 403 for a user', async () => {
    expect((await upload({})).statusCode).toBe(400);
    const unknown = await upload({ duplicates: 'merge' }, { name: 'a.zip', bytes: await bulk(['A']) });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details).toHaveProperty('duplicates');
    const random = await upload({}, { name: 'a.zip', bytes: Buffer.from([1, 2, 3, 4, 5, 6]) });
    expect(random.statusCode).toBe(422);
    expect(random.json().error).toMatch(/no export this server reads/);
    expect((await upload({}, { name: 'a.zip', bytes: await bulk(['A']) }, user)).statusCode).toBe(403);
    expect((await t.db.select().from(migrations).where(eq(migrations.fileName, 'a.zip'))).length).toBe(0);
  });

  it('answers 413 past MIGRATION_MAX_MB', async () => {
    const small = await createTestApp({ migrationMaxBytes: 1024 });
    try {
      const a = await createAdmin(small.app);
      const body = multipartBody({}, { name: 'big.zip', bytes: Buffer.alloc(4096, 1) });
      const res = await small.app.inject({
        method: 'POST',
        url: '/api/admin/migrations',
        payload: body.payload,
        headers: { ...body.headers, ...a.auth },
      });
      expect(res.statusCode).toBe(413);
    } finally {
      await small.close();
    }
  });

  it('marks a migration whose lease went stale as failed, and cancels on DELETE', async () => {
    const [stale] = await t.db
      .insert(migrations)
      .values({
        source: 'auto',
        fileName: 'old.zip',
        duplicates: 'skip',
        activate: true,
        status: 'running',
        leaseUntil: sql`now() - interval '1 minute'`,
      })
      .returning({ id: migrations.id });
    const res = (await get(`/api/admin/migrations/${stale.id}`)).json();
    expect(res.migration).toMatchObject({
      status: 'failed',
      error: 'The server restarted during the import; run it again to import the rest',
    });
    const del = await t.app.inject({ method: 'DELETE', url: `/api/admin/migrations/${stale.id}`, headers: admin.auth });
    expect(del.statusCode).toBe(202);
    const [row] = await t.db
      .select({ c: migrations.cancelRequested })
      .from(migrations)
      .where(eq(migrations.id, stale.id));
    expect(row.c).toBe(true);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/admin/migrations/999999', headers: admin.auth })).statusCode,
    ).toBe(404);
  });
});
