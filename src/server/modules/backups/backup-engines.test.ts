import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { currentSchemaVersion } from '../../db/migration-steps.ts';
import { migratedPglite, pgliteHandle } from '../../test/template-database.ts';
import { createTestDatabase, testConfig } from '../../test/test-app.ts';
import { apiAnswers, backupFolders, makeRichData } from './backup-test-support.ts';
import { writeBackup } from './backup-writer.ts';
import { restoreBackup } from './restore.ts';

// The other way than backups.test.ts: a backup of PGlite (DATABASE_ENGINE=pglite) into PostgreSQL. Needs a
// PostgreSQL server (TEST_DATABASE_URL).
describe.runIf(process.env.TEST_DATABASE_URL)('a backup moves from PGlite to PostgreSQL', () => {
  const folders = backupFolders();
  const handles: DatabaseHandle[] = [];
  const apps: FastifyInstance[] = [];
  afterAll(async () => {
    await Promise.all(apps.map((a) => a.close()));
    await Promise.all(handles.map((h) => h.close()));
  });
  const start = async (handle: DatabaseHandle) => {
    handles.push(handle);
    const app = await buildApp({ config: testConfig(), db: handle.db });
    apps.push(app);
    return app;
  };
  const signIn = async (app: FastifyInstance, username: string, password: string) => {
    const login = await app.inject({ method: 'POST', url: '/api/user/login', payload: { username, password } });
    expect(login.statusCode, login.body).toBe(200);
    return { authorization: `Bearer ${login.json().token}` };
  };

  it('gives the same API answers and the old passwords', async () => {
    const source = pgliteHandle(await migratedPglite());
    const from = await start(source);
    const data = await makeRichData(from, source.db);
    const file = join(folders.root, 'from-pglite.zip');
    await writeBackup({ db: source.db, path: file, appVersion: 't', schemaVersion: currentSchemaVersion() });
    const before = await apiAnswers(
      from,
      { cook: data.cook.auth, member: data.member.auth, admin: data.admin.auth },
      data,
    );

    const target = await createTestDatabase({ empty: true });
    await restoreBackup({ db: target.db, file });
    const to = await start(target);
    const auth = {
      cook: await signIn(to, data.cook.username, 'cook-password'),
      member: await signIn(to, data.member.username, 'member-password'),
      admin: await signIn(to, data.admin.username, data.admin.password),
    };
    expect(await apiAnswers(to, auth, data)).toEqual(before);
  });
});
