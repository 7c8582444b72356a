import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { recipes } from '../../db/schema.ts';
import { createAdmin, multipartBody, zipOf, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { openUpload } from './archive/source-file.ts';

// Cancel ("a running migration stops after the recipe in hand, and what it imported stays"), a gzip
// bomb, and 5,000 entries, which are within the 10,000 allowed (API.md, "Migration from other apps").
describe('cancel, gzip bombs and many entries', () => {
  let t: TestApp;
  let admin: TestUser;
  let dir: string;

  const upload = async (name: string, bytes: Buffer) => {
    const body = multipartBody({}, { name, bytes });
    return t.app.inject({
      method: 'POST',
      url: '/api/admin/migrations',
      payload: body.payload,
      headers: { ...body.headers, ...admin.auth },
    });
  };
  const finished = async (id: number) => {
    let report: { migration: Record<string, unknown>; items: Record<string, unknown>[] } | undefined;
    await vi.waitFor(
      async () => {
        report = (
          await t.app.inject({ method: 'GET', url: `/api/admin/migrations/${id}`, headers: admin.auth })
        ).json();
        expect(['done', 'failed', 'cancelled']).toContain(report!.migration.status);
      },
      { timeout: 120_000, interval: 50 },
    );
    return report!;
  };
  const paprika = (name: string) =>
    gzipSync(JSON.stringify({ uid: name, name, ingredients: '1 cup rice', directions: 'Cook.', servings: '2' }));

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t.app);
    dir = await mkdtemp(join(tmpdir(), 'hk-migration-many-'));
  });
  afterAll(async () => {
    await t?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('stops a running migration on DELETE and keeps what it imported', async () => {
    const names = Array.from({ length: 200 }, (_, i) => `Cancel Dish ${i}`);
    const res = await upload('many.paprikarecipes', await zipOf(names.map((n) => [`${n}.paprikarecipe`, paprika(n)])));
    expect(res.statusCode, res.body).toBe(202);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/migrations/${res.json().id}`,
      headers: admin.auth,
    });
    expect(del.statusCode).toBe(202);
    const report = await finished(res.json().id);
    expect(report.migration.status).toBe('cancelled');
    const imported = report.migration.imported as number;
    expect(imported).toBeLessThan(200);
    const stored = await t.db.select({ id: recipes.id }).from(recipes).where(inArray(recipes.name, names));
    expect(stored).toHaveLength(imported);
    expect(report.items.filter((i) => i.outcome === 'imported')).toHaveLength(imported);
  });

  it('refuses a gzip bomb with a reason, and fails a bomb entry beside good ones', async () => {
    const bomb = gzipSync(Buffer.alloc(100 * 1024 * 1024, 0x20));
    const single = await upload('bomb.paprikarecipe', bomb);
    expect(single.statusCode).toBe(422);
    expect(single.json().error).toMatch(/gzip bomb/);

    const zip = await zipOf([
      ['Good Rice.paprikarecipe', paprika('Good Rice')],
      ['Bomb.paprikarecipe', bomb],
    ]);
    const report = await finished((await upload('mixed.paprikarecipes', zip)).json().id);
    expect(report.migration).toMatchObject({ status: 'done', imported: 1, failed: 1 });
    expect(report.items).toContainEqual(
      expect.objectContaining({
        entry: 'Bomb.paprikarecipe',
        outcome: 'failed',
        reason: expect.stringMatching(/gzip bomb/),
      }),
    );
  });

  it('lists an archive of 5,000 entries', async () => {
    const zip = await zipOf(
      Array.from({ length: 5000 }, (_, i) => [`r${i}.cook`, '@salt'] as [string, string]),
      true,
    );
    const path = join(dir, 'many.zip');
    await writeFile(path, zip);
    const [view] = await openUpload(path, 'many.zip', { inflated: 0 });
    expect(view.entries).toHaveLength(5000);
    expect(view.bad).toEqual([]);
    view.zip?.close();
  });
});
