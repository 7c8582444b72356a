import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resultRows, type DatabaseHandle } from '../../db/client.ts';
import { spawnApp, waitUntil, type AppProcess } from '../../test/app-process.ts';
import { createTestDatabase } from '../../test/test-app.ts';
import { startLoopbackSite, type LoopbackSite } from './bulk-import.test-support.ts';

const ADMIN = { username: 'killadmin', password: 'kill-admin-password' };

/**
 * A real server process killed with SIGKILL while it holds links: nothing is handed back, so the links come
 * back only once pg-boss sees them expired (item-queue.ts), and a second process finishes the job.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('bulk import when the server is killed mid-job', () => {
  let database: DatabaseHandle & { url?: string };
  let site: LoopbackSite;
  const processes: AppProcess[] = [];

  beforeAll(async () => {
    database = await createTestDatabase({ empty: true });
    site = await startLoopbackSite();
  });
  afterAll(async () => {
    for (const app of processes) await app.stop();
    await site?.close();
    await database?.close();
  }, 60_000);

  const start = async () => {
    const app = await spawnApp({
      DATABASE_URL: database.url!,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      IMPORT_ALLOWED_HOSTS: '127.0.0.1',
      // The expiry of links in hand follows the fetch timeout: short here, so the test waits about 40 s.
      IMPORT_TIMEOUT_MS: '2000',
    });
    processes.push(app);
    await app.waitUntil('the app answers', async () => (await fetch(`${app.baseUrl}/api/health`)).ok);
    return app;
  };
  const call = async (app: AppProcess, method: string, path: string, token?: string, body?: unknown) => {
    const res = await fetch(`${app.baseUrl}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, body: await res.json() };
  };

  it('a second process finishes the job: each link one outcome, no recipe saved twice', async () => {
    const first = await start();
    const login = await call(first, 'POST', '/api/user/login', undefined, ADMIN);
    expect(login.status).toBe(200);
    const token = login.body.token as string;
    const links = [
      ...Array.from({ length: 6 }, (_, i) => `${site.origin}/hold/kill-${i}`),
      ...Array.from({ length: 6 }, (_, i) => `${site.origin}/r/Killed%20${i}`),
    ];
    const started = await call(first, 'POST', '/api/recipes/import/bulk', token, { urls: links });
    expect(started.status).toBe(202);
    const id = started.body.id as number;

    await waitUntil('two links are in hand', () => site.open.total >= 2);
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));
    site.release();

    const second = await start();
    let detail: { job: Record<string, unknown>; items: { url: string; outcome: string; recipeId: number | null }[] };
    await waitUntil(
      'the job is done after the kill',
      async () => {
        detail = (await call(second, 'GET', `/api/recipes/import/bulk/${id}`, token)).body;
        return detail.job.status === 'done';
      },
      180_000,
    );
    expect(detail!.job).toMatchObject({ total: 12, done: 12, imported: 12 });
    expect(detail!.items.map((i) => i.outcome)).toEqual(Array(12).fill('imported'));
    const perUrl = resultRows<{ url: string; n: number }>(
      await database.db.execute(sql`select url, count(*)::int as n from recipes group by url`),
    );
    expect(perUrl).toHaveLength(12);
    expect(perUrl.every((r) => r.n === 1)).toBe(true);
  }, 240_000);
});
