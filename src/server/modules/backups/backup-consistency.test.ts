import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { resultRows, type DatabaseHandle } from '../../db/client.ts';
import { currentSchemaVersion } from '../../db/migration-steps.ts';
import { createRecipe, createUser, type TestUser } from '../../test/factories.ts';
import { createTestDatabase, testConfig } from '../../test/test-app.ts';
import { backupFolders } from './backup-test-support.ts';
import { writeBackup } from './backup-writer.ts';
import { restoreBackup } from './restore.ts';

interface ListAnswer {
  version: number;
  items: { id: number; checked: boolean; sources: { text: string }[] }[];
}

const USERS = 10;
const WRITERS_PER_USER = 2;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

// On PostgreSQL (TEST_DATABASE_URL) the writers' transactions commit while the backup reads, table by table;
// on PGlite they wait for its transaction, and the same checks hold.
describe('a backup taken while 20 writers change lists', () => {
  const folders = backupFolders();
  const handles: DatabaseHandle[] = [];
  const apps: FastifyInstance[] = [];
  let source: FastifyInstance;
  let sourceDb: DatabaseHandle;
  let users: TestUser[];
  /** Every answer the API gave for each user's list, by version: what a restore may show. */
  const answered = new Map<number, Map<number, unknown>>();

  beforeAll(async () => {
    sourceDb = await createTestDatabase();
    handles.push(sourceDb);
    source = await buildApp({ config: testConfig(), db: sourceDb.db });
    apps.push(source);
    // A catalogue, so that the backup reads for a while between the lists and their items.
    for (let i = 0; i < 40; i++) await createRecipe(sourceDb.db);
    users = [];
    for (let i = 0; i < USERS; i++) users.push(await createUser(source, { password: `writer-${i}` }));
    for (const user of users) {
      const first = await source.inject({ method: 'GET', url: '/api/lists/current', headers: user.auth });
      answered.set(user.id, new Map([[0, first.json()]]));
    }
  });
  afterAll(async () => {
    await Promise.all(apps.map((a) => a.close()));
    await Promise.all(handles.map((h) => h.close()));
  });

  /** Adds an item, then ticks it, again and again until told to stop; records every answer. */
  async function writer(user: TestUser, w: number, state: { stop: boolean; acks: number }) {
    const record = (answer: { statusCode: number; json: () => ListAnswer; body: string }) => {
      expect(answer.statusCode, answer.body).toBe(200);
      const list = answer.json();
      answered.get(user.id)!.set(list.version, list);
      state.acks++;
      return list;
    };
    for (let n = 0; !state.stop; n++) {
      const text = `gizmo${w}x${n}`;
      const added = record(
        await source.inject({ method: 'POST', url: '/api/lists/current/items', headers: user.auth, payload: { text } }),
      );
      const item = added.items.find((i) => i.sources.some((s) => s.text === text))!;
      record(
        await source.inject({
          method: 'PATCH',
          url: `/api/lists/current/items/${item.id}`,
          headers: user.auth,
          payload: { checked: true },
        }),
      );
    }
  }

  it('restores every list as the API answered it at one instant, with no row missing', async () => {
    const state = { stop: false, acks: 0 };
    const writers = users.flatMap((user, u) =>
      Array.from({ length: WRITERS_PER_USER }, (_, k) => writer(user, u * WRITERS_PER_USER + k, state)),
    );
    try {
      await expect.poll(() => state.acks, { timeout: 30_000 }).toBeGreaterThanOrEqual(40);
      const before = state.acks;
      const file = join(folders.root, 'under-load.zip');
      const backup = writeBackup({
        db: sourceDb.db,
        path: file,
        appVersion: 't',
        schemaVersion: currentSchemaVersion(),
      });
      // PGlite runs one transaction at a time, the writers' first: they stop, else the backup waits for long.
      if (!onPostgres) state.stop = true;
      await backup;
      if (onPostgres) expect(state.acks, 'writes committed while the backup read').toBeGreaterThan(before);
      state.stop = true;
      await Promise.all(writers);

      const target = await createTestDatabase({ empty: true });
      handles.push(target);
      await restoreBackup({ db: target.db, file });
      const restored = await buildApp({ config: testConfig(), db: target.db });
      apps.push(restored);

      // Each list as the API shows it after the restore is one the API answered before, version for version.
      for (const user of users) {
        const token = await restored.deps.sessions.issue(user.id);
        const now = await restored.inject({
          method: 'GET',
          url: '/api/lists/current',
          headers: { authorization: `Bearer ${token}` },
        });
        expect(now.statusCode).toBe(200);
        const list = now.json() as ListAnswer;
        expect(list, `${user.username}'s list at version ${list.version}`).toEqual(
          answered.get(user.id)!.get(list.version),
        );
        // Each writer adds, then ticks: the version counts the items and the ticks, and ticks trail adds.
        const ticked = list.items.filter((i) => i.checked).length;
        expect(list.version).toBe(list.items.length + ticked);
        expect(list.items.length - ticked).toBeLessThanOrEqual(WRITERS_PER_USER);
      }
      const [orphans] = resultRows<{ n: number }>(
        await target.db.execute(
          sql`select count(*)::int as n from shopping_list_items i left join shopping_lists l on l.id = i.list_id where l.id is null`,
        ),
      );
      expect(orphans!.n).toBe(0);
    } finally {
      state.stop = true;
      await Promise.allSettled(writers);
    }
  });
});
