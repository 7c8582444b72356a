import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { backupFolders } from './backup-test-support.ts';

const fixture = new URL('./fixtures/hello-kitchen-schema-4.zip', import.meta.url).pathname;

// `npm run backup` and `npm run restore` as a self-hoster runs them, on the embedded PGlite engine in DATA_DIR.
describe('npm run backup and npm run restore', () => {
  const folders = backupFolders();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_ENGINE: 'pglite',
    DATA_DIR: join(folders.root, 'data'),
    BACKUP_DIR: folders.backups,
    LOG_LEVEL: 'silent',
  };
  delete env.DATABASE_URL;
  delete env.BACKUP_PASSPHRASE;
  const run = (script: string, ...args: string[]) => {
    const done = spawnSync(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
      env,
      encoding: 'utf8',
      timeout: 120_000,
    });
    return { status: done.status, out: done.stdout.trim(), err: done.stderr.trim() };
  };

  it('restore fills an empty database, refuses a full one and a damaged file with one sentence; backup writes a file', async () => {
    const first = run('restore', fixture);
    expect(first, first.err).toMatchObject({ status: 0, out: expect.stringMatching(/^Restored .* \(schema 4\)\.$/) });

    const again = run('restore', fixture);
    expect(again.status).toBe(1);
    expect(again.err).toMatch(/^The database is not empty: [^\n]*--replace[^\n]*$/);

    const made = run('backup');
    expect(made, made.err).toMatchObject({ status: 0, out: expect.stringMatching(/^Backup written: hello-kitchen-/) });
    const [name] = readdirSync(folders.backups).filter((f) => f.endsWith('.zip'));
    const bytes = readFileSync(join(folders.backups, name!));
    bytes[100]! ^= 0x01;
    const damaged = join(folders.root, 'damaged.zip');
    writeFileSync(damaged, bytes);
    const refused = run('restore', damaged, '--replace');
    expect(refused.status).toBe(1);
    expect(refused.err).toMatch(/^damaged\.zip is damaged: [^\n]*$/);

    const replaced = run('restore', join(folders.backups, name!), '--replace');
    expect(replaced, replaced.err).toMatchObject({ status: 0 });
    // Five processes, each starting Node and tsx: on a busy machine well over a minute.
  }, 180_000);
});
