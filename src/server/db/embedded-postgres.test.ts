import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createUser } from '../test/factories.ts';
import { testConfig } from '../test/test-app.ts';
import { openDatabase } from './client.ts';
import { embeddedPostgresDir, pickEmbeddedEngine, startEmbeddedPostgres } from './embedded-postgres.ts';
import { runMigrations } from './migrate.ts';

const moduleUrl = new URL('./embedded-postgres.ts', import.meta.url).href;

/**
 * Starts the embedded server in a child Node process (on a free port) and resolves with its URL once
 * it is up; a failed start rejects with what the child printed.
 */
function startInChild(dataDir: string) {
  const script = `
    const { startEmbeddedPostgres } = await import(${JSON.stringify(moduleUrl)});
    const pg = await startEmbeddedPostgres({ dataDir: ${JSON.stringify(dataDir)}, log: () => {} });
    console.log('URL ' + pg.url);
    setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`child exited with ${code}: ${stderr.slice(-2000)}`)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.startsWith('URL ')) resolve(line.slice(4));
    });
  });
  return { child, url };
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

describe('embedded PostgreSQL', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'hk-embedded-pg-'));
  const children: ChildProcess[] = [];
  afterAll(() => {
    // When a check fails midway, leave no app or server of ours behind.
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    const pidFile = join(embeddedPostgresDir(dataDir), 'postmaster.pid');
    if (existsSync(pidFile)) process.kill(Number(readFileSync(pidFile, 'utf8').split('\n')[0]), 'SIGINT');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('survives a kill -9 of the app that started it: the next start takes over and the app answers', async () => {
    const { child, url: leftoverUrl } = startInChild(dataDir);
    children.push(child);
    const url = await leftoverUrl;
    expect(existsSync(join(embeddedPostgresDir(dataDir), 'PG_VERSION'))).toBe(true);

    // While that app lives, a second one on the same folder refuses rather than stopping its server.
    await expect(startEmbeddedPostgres({ dataDir, log: () => {} })).rejects.toThrow(
      /Another Hello Kitchen \(pid \d+\) is running/,
    );

    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    // The crash left the server running and holding the folder.
    expect(await answers(url)).toBe(true);

    const lines: string[] = [];
    const pg = await startEmbeddedPostgres({ dataDir, log: (m) => lines.push(m) });
    try {
      expect(lines.some((l) => l.includes('still running'))).toBe(true);
      expect(await answers(url)).toBe(false);

      const handle = await openDatabase({ databaseUrl: pg.url });
      await runMigrations(handle, pg.url);
      const app = await buildApp({ config: testConfig(), db: handle.db });
      try {
        const user = await createUser(app);
        expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
        const me = await app.inject({ method: 'GET', url: '/api/user/me', headers: user.auth });
        expect(me.statusCode).toBe(200);
        expect(me.json()).toMatchObject({ username: user.username });
      } finally {
        await app.close();
        await handle.close();
      }
    } finally {
      await pg.stop();
    }
    expect(await answers(pg.url)).toBe(false);
    expect(existsSync(join(embeddedPostgresDir(dataDir), 'postmaster.pid'))).toBe(false);
  });
});

describe('choosing the embedded engine', () => {
  const root = mkdtempSync(join(tmpdir(), 'hk-engine-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('keeps an existing PGlite folder on PGlite, with a note, and uses PostgreSQL otherwise', () => {
    const fresh = join(root, 'fresh');
    expect(pickEmbeddedEngine(fresh, undefined)).toEqual({ engine: 'embedded-postgres' });

    const old = join(root, 'old');
    mkdirSync(old);
    writeFileSync(join(old, 'PG_VERSION'), '17\n');
    const kept = pickEmbeddedEngine(old, undefined);
    expect(kept.engine).toBe('pglite');
    expect(kept.note).toMatch(/holds a PGlite database/);

    // Once moved (a pg folder exists), or when asked explicitly, the choice follows.
    mkdirSync(join(old, 'pg'));
    expect(pickEmbeddedEngine(old, undefined).engine).toBe('embedded-postgres');
    expect(pickEmbeddedEngine(fresh, 'pglite')).toEqual({ engine: 'pglite' });
  });
});
