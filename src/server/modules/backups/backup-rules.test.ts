import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { resultRows, type DatabaseHandle } from '../../db/client.ts';
import { currentSchemaVersion, migrationSteps } from '../../db/migration-steps.ts';
import { createTestDatabase, testConfig } from '../../test/test-app.ts';
import { backupFolders } from './backup-test-support.ts';
import { writeBackup } from './backup-writer.ts';
import { restoreBackup } from './restore.ts';
import { createBackupService } from './service.ts';
import { createUser } from '../../test/factories.ts';

const fixture = new URL('./fixtures/hello-kitchen-schema-4.zip', import.meta.url).pathname;
const publicTables = async (db: DatabaseHandle['db']) =>
  resultRows<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from information_schema.tables where table_schema = 'public'`),
  )[0]!.n;
const quietLog = { info: () => {}, error: () => {} } as never;

describe('backup rules', () => {
  const folders = backupFolders();
  const handles: DatabaseHandle[] = [];
  let source: DatabaseHandle;
  const fresh = async (empty = true) => {
    const h = await createTestDatabase({ empty });
    handles.push(h);
    return h;
  };
  beforeAll(async () => {
    source = await fresh(false);
    const app = await buildApp({ config: testConfig(), db: source.db });
    await createUser(app, { username: 'secret_keeper_name', password: 'pw-secret' });
    await app.close();
  });
  afterAll(() => Promise.all(handles.map((h) => h.close())));

  it('encrypts the whole file with a passphrase: no readable rows, and restore needs the same passphrase', async () => {
    const file = join(folders.root, 'encrypted.zip');
    await writeBackup({
      db: source.db,
      path: file,
      appVersion: 't',
      schemaVersion: currentSchemaVersion(),
      passphrase: 'correct horse',
    });
    const bytes = readFileSync(file);
    expect(bytes.includes(Buffer.from('secret_keeper_name'))).toBe(false);
    expect(bytes.includes(Buffer.from('manifest.json'))).toBe(false);

    const target = await fresh();
    await expect(restoreBackup({ db: target.db, file })).rejects.toThrow(/passphrase/);
    await expect(restoreBackup({ db: target.db, file, passphrase: 'wrong horse' })).rejects.toThrow(
      /passphrase is wrong/,
    );
    expect(await publicTables(target.db), 'tables written before the passphrase was checked').toBe(0);
    await restoreBackup({ db: target.db, file, passphrase: 'correct horse' });
    const rows = await target.db.execute(sql`select username from users where username = 'secret_keeper_name'`);
    expect((rows as unknown as { rows: unknown[] }).rows).toHaveLength(1);
  });

  it('is all or nothing: a restore that fails half-way leaves the database as it was', async () => {
    // Claims the schema before the migration that made recipe_images, yet holds that table: loading it fails.
    const madeImages = migrationSteps().findIndex((step) =>
      step.statements.some((s) => s.includes('CREATE TABLE "recipe_images"')),
    );
    expect(madeImages).toBeGreaterThan(0);
    const file = join(folders.root, 'half-way.zip');
    const pictured = await fresh(false);
    await pictured.db.execute(
      sql`insert into recipe_images (sha256, mime, bytes) values (${'0'.repeat(64)}, 'image/webp', '\\x00')`,
    );
    await writeBackup({ db: pictured.db, path: file, appVersion: 't', schemaVersion: madeImages });
    const target = await fresh(false);
    const app = await buildApp({ config: testConfig(), db: target.db });
    await createUser(app, { username: 'still_here' });
    await app.close();
    await expect(restoreBackup({ db: target.db, file, replace: true })).rejects.toThrow(/recipe_images/);
    const kept = resultRows(await target.db.execute(sql`select id from users where username = 'still_here'`));
    expect(kept).toHaveLength(1);
  });

  it('refuses a backup made by a newer schema, naming it', async () => {
    const file = join(folders.root, 'hello-kitchen-20990101-000000.zip');
    await writeBackup({ db: source.db, path: file, appVersion: '9', schemaVersion: currentSchemaVersion() + 1 });
    const target = await fresh();
    await expect(restoreBackup({ db: target.db, file })).rejects.toThrow(
      /^hello-kitchen-20990101-000000\.zip was made by a newer version of Hello Kitchen/,
    );
    expect(await publicTables(target.db)).toBe(0);
  });

  it("brings a backup of the first release's schema forward with the migrations", async () => {
    const target = await fresh();
    const manifest = await restoreBackup({ db: target.db, file: fixture });
    expect(manifest.schemaVersion).toBe(4);
    const app = await buildApp({ config: testConfig(), db: target.db });
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { username: 'oldcook', password: 'old-release-password' },
      });
      expect(login.statusCode).toBe(200);
      const auth = { authorization: `Bearer ${login.json().token}` };
      const liked = await app.inject({ method: 'GET', url: '/api/user/me/favoritedrecipes', headers: auth });
      expect(liked.json().map((r: { name: string }) => r.name)).toEqual(['Old Release Soup']);
      const list = await app.inject({ method: 'GET', url: '/api/user/me/currentList', headers: auth });
      expect(list.json().recipes.map((r: { name: string }) => r.name)).toEqual(['Old Release Soup']);
    } finally {
      await app.close();
    }
  });

  it('runs a scheduled backup once per slot across instances and keeps only BACKUP_KEEP files', async () => {
    const config = {
      backups: { schedule: '0 3 * * *', keep: 2, dir: folders.backups, passphrase: undefined },
      picturesDir: folders.pictures,
    };
    const [a, b] = [0, 1].map(() => createBackupService({ db: source.db, config, appVersion: 't', log: quietLog }));
    const slots = ['2026-11-20T03:00:00Z', '2026-11-21T03:00:00Z', '2026-11-22T03:00:00Z'].map((s) => new Date(s));
    for (const slot of slots) {
      const ran = await Promise.all([a!.runScheduled(slot), b!.runScheduled(slot)]);
      expect(ran.filter(Boolean)).toHaveLength(1);
    }
    expect(
      readdirSync(folders.backups)
        .filter((f) => f.endsWith('.zip'))
        .sort(),
    ).toEqual(['hello-kitchen-20261121-030000.zip', 'hello-kitchen-20261122-030000.zip']);
    expect((await a!.status()).lastScheduled).toMatchObject({
      at: '2026-11-22T03:00:00.000Z',
      state: 'ok',
      error: null,
    });
  });

  it('fails (and does not hang) when the archive cannot be written', async () => {
    const path = join(folders.root, 'no-such-folder', 'hello-kitchen-20261101-000000.zip');
    await expect(writeBackup({ db: source.db, path, appVersion: 't', schemaVersion: 1 })).rejects.toThrow(/ENOENT/);
  });

  it('shows admins why the last scheduled backup failed', async () => {
    const config = {
      backups: { schedule: '0 3 * * *', keep: 2, dir: join(fixture, 'not-a-folder'), passphrase: undefined },
      picturesDir: folders.pictures,
    };
    const service = createBackupService({ db: source.db, config, appVersion: 't', log: quietLog });
    await service.runScheduled(new Date('2026-11-23T03:00:00Z'));
    const { lastScheduled } = await service.status();
    expect(lastScheduled).toMatchObject({ state: 'failed' });
    expect(lastScheduled!.error).toMatch(/ENOTDIR|EEXIST/);
  });
});
