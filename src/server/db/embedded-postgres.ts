import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  readFileSync,
  statSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { arch, platform, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  DEFAULT_FALLBACK_DIR,
  reachableBinaries,
  reachableClusterDir,
  type Binaries,
} from './embedded-postgres-reach.ts';
import { run, serverOwner, type Owner } from './embedded-postgres-tools.ts';

/**
 * A PostgreSQL server run from the binaries of the `@embedded-postgres/<platform>` packages, with its
 * data in `<dataDir>/pg`. We drive initdb and pg_ctl ourselves rather than through the
 * `embedded-postgres` wrapper: the wrapper takes over SIGINT/SIGTERM (async-exit-hook) and exits the
 * process before the app has drained, runs the server as a child of Node, and throws a bare
 * `undefined` when a server left over from a crash still holds the folder.
 */
export interface EmbeddedPostgres {
  /** postgres://… on 127.0.0.1 for the app's normal PostgreSQL path. */
  url: string;
  /** Fast shutdown (open transactions roll back); resolves once the server has exited. */
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  dataDir: string;
  log: (message: string) => void;
  /** Fixed port; by default a free loopback port is picked at each start. */
  port?: number;
  /** As root: where data and binaries go when the postgres user cannot reach them (embedded-postgres-reach.ts). */
  fallbackDir?: string;
  /** The PostgreSQL tools; by default those of the installed `@embedded-postgres/<platform>` package. */
  binaries?: Binaries;
}

const USER = 'hellokitchen';
const DATABASE = 'postgres';

// Sized for one household server: the pool uses up to 20 connections, the rest is headroom for
// migrations and an operator's psql.
const SERVER_SETTINGS = [
  'listen_addresses=127.0.0.1',
  "unix_socket_directories=''",
  'max_connections=40',
  'shared_buffers=64MB',
  'logging_collector=on',
  'log_directory=log',
  "log_filename='postgresql-%a.log'",
  'log_truncate_on_rotation=on',
  'log_rotation_age=1d',
  'log_checkpoints=off',
];

/** `<dataDir>/pg`: where the embedded server keeps its data. */
export const embeddedPostgresDir = (dataDir: string) => join(resolve(dataDir), 'pg');

/**
 * Which embedded engine `npm start` uses without DATABASE_URL. An explicit choice wins; otherwise a
 * DATA_DIR that already holds a PGlite database (PG_VERSION at its root) and no `pg` folder keeps
 * PGlite, so an install from before does not lose its data.
 */
export function pickEmbeddedEngine(
  dataDir: string,
  requested: 'pglite' | 'embedded-postgres' | undefined,
): { engine: 'pglite' | 'embedded-postgres'; note?: string } {
  if (requested) return { engine: requested };
  const hasPglite = existsSync(join(dataDir, 'PG_VERSION'));
  if (hasPglite && !existsSync(embeddedPostgresDir(dataDir))) {
    return {
      engine: 'pglite',
      note:
        `${dataDir} holds a PGlite database from an earlier version, so it stays on PGlite. ` +
        'New installs use an embedded PostgreSQL server, which holds far more load; a later version ' +
        'moves existing data. Set DATABASE_ENGINE=pglite to silence this line.',
    };
  }
  return { engine: 'embedded-postgres' };
}

async function loadBinaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  try {
    return (await import(name)) as Binaries;
  } catch {
    throw new Error(
      `No embedded PostgreSQL for ${platform()}-${arch()} (package ${name} is not installed). ` +
        'Set DATABASE_URL to a PostgreSQL server, or DATABASE_ENGINE=pglite.',
    );
  }
}

function freeLoopbackPort(): Promise<number> {
  return new Promise((resolvePromise, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolvePromise(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** First start: initdb into a side folder, then rename, so a `pg` folder is always complete. */
async function initialise(bin: Binaries, pgDir: string, passwordFile: string, owner: Owner | undefined) {
  const staging = `${pgDir}.init`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { mode: 0o700 });
  const pwfile = join(tmpdir(), `hk-pg-init-${randomBytes(6).toString('hex')}`);
  const password = randomBytes(24).toString('base64url');
  writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  if (owner) {
    chownSync(staging, owner.uid, owner.gid);
    chownSync(pwfile, owner.uid, owner.gid);
  }
  try {
    await run(
      bin.initdb,
      [
        `--pgdata=${staging}`,
        `--username=${USER}`,
        `--pwfile=${pwfile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--locale=C',
        // ICU gives Unicode-aware lower()/ILIKE whatever locales the machine has.
        '--locale-provider=icu',
        '--icu-locale=und',
      ],
      owner,
    );
  } finally {
    rmSync(pwfile, { force: true });
  }
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  renameSync(staging, pgDir);
}

/** The Node process that started the server, so a second app on the same folder does not stop it. */
const ownerFile = (dataDir: string) => join(resolve(dataDir), 'pg-owner.pid');

function isAlive(pid: number): boolean {
  try {
    // A killed process that nobody has reaped yet (a container without init) is a zombie: dead.
    if (readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.startsWith('Z')) return false;
  } catch {
    // no /proc (macOS) or no such process: ask kill(0) below
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A server left running by a crashed app (kill -9 of Node) still holds the folder: stop it. A server
 * whose app is still alive belongs to another instance on the same DATA_DIR: refuse to start.
 */
async function stopLeftover(
  bin: Binaries,
  pgDir: string,
  dataDir: string,
  owner: Owner | undefined,
  log: (m: string) => void,
) {
  if (!existsSync(join(pgDir, 'postmaster.pid'))) return;
  const running = await run(bin.pg_ctl, ['status', '-D', pgDir], owner).then(
    () => true,
    () => false, // exit 3: no server, the pid file is stale and PostgreSQL clears it itself
  );
  if (!running) return;
  const appPid = existsSync(ownerFile(dataDir)) ? Number(readFileSync(ownerFile(dataDir), 'utf8').trim()) : NaN;
  if (Number.isInteger(appPid) && appPid !== process.pid && isAlive(appPid)) {
    throw new Error(
      `Another Hello Kitchen (pid ${appPid}) is running on ${resolve(dataDir)}. Stop it first, or give this one another DATA_DIR.`,
    );
  }
  log('Embedded PostgreSQL: a server from an earlier run is still running (crash?); stopping it first');
  await run(bin.pg_ctl, ['stop', '-D', pgDir, '-m', 'fast', '-w', '-t', '60'], owner);
}

/** Initialises on first start, recovers from a crash, and starts the server on a loopback port. */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const passwordFile = join(resolve(options.dataDir), 'pg-password');
  const owner = await serverOwner();
  mkdirSync(resolve(options.dataDir), { recursive: true });
  // As root the server runs as `postgres`, which must pass through DATA_DIR to reach DATA_DIR/pg.
  const mode = statSync(resolve(options.dataDir)).mode;
  if (owner && (mode & 0o001) === 0) chmodSync(resolve(options.dataDir), (mode & 0o7777) | 0o001);
  const fallbackDir = options.fallbackDir ?? DEFAULT_FALLBACK_DIR;
  const installed = options.binaries ?? (await loadBinaries());
  const bin = owner ? await reachableBinaries(installed, owner, fallbackDir, options.log) : installed;
  const pgDir = owner
    ? await reachableClusterDir(options.dataDir, owner, fallbackDir, options.log)
    : embeddedPostgresDir(options.dataDir);

  if (!existsSync(join(pgDir, 'PG_VERSION'))) {
    options.log(`Embedded PostgreSQL: creating a new database in ${pgDir}`);
    await initialise(bin, pgDir, passwordFile, owner);
  }
  await stopLeftover(bin, pgDir, options.dataDir, owner, options.log);

  const port = options.port ?? (await freeLoopbackPort());
  const serverArgs = [...SERVER_SETTINGS, `port=${port}`].map((s) => `-c ${s}`).join(' ');
  try {
    await run(
      bin.pg_ctl,
      ['start', '-D', pgDir, '-w', '-t', '120', '-l', join(pgDir, 'startup.log'), '-o', serverArgs],
      owner,
    );
  } catch (err) {
    const hint = owner ? ` (as root the server runs as the postgres user, which must be able to reach ${pgDir})` : '';
    throw new Error(`Embedded PostgreSQL did not start${hint}: ${(err as Error).message}`, { cause: err });
  }
  options.log(`Embedded PostgreSQL listening on 127.0.0.1:${port} (data in ${pgDir})`);

  writeFileSync(ownerFile(options.dataDir), `${process.pid}\n`);

  const password = readFileSync(passwordFile, 'utf8').trim();
  const url = `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE}`;
  const stopArgs = ['stop', '-D', pgDir, '-m', 'fast', '-w', '-t', '60'];
  // A start that fails later (migration error, HTTP port taken) exits without shutdown(): stop here.
  const stopOnExit = () => {
    try {
      execFileSync(bin.pg_ctl, stopArgs, { stdio: 'ignore', ...(owner ?? {}) });
    } catch {
      // already stopped
    }
  };
  process.once('exit', stopOnExit);
  let stopped: Promise<void> | undefined;
  return {
    url,
    stop: () =>
      (stopped ??= run(bin.pg_ctl, stopArgs, owner).then(() => {
        process.removeListener('exit', stopOnExit);
        rmSync(ownerFile(options.dataDir), { force: true });
        options.log('Embedded PostgreSQL stopped');
      })),
  };
}

/**
 * main.ts without DATABASE_URL: starts the embedded PostgreSQL unless PGlite is chosen (or kept for
 * an existing PGlite folder); undefined means "use PGlite in DATA_DIR".
 */
export async function startEmbeddedDatabase(config: {
  databaseUrl: string | undefined;
  dataDir: string | undefined;
  databaseEngine: 'embedded-postgres' | 'pglite' | undefined;
  embeddedPostgresPort: number | undefined;
  embeddedPostgresFallbackDir: string | undefined;
}): Promise<EmbeddedPostgres | undefined> {
  if (config.databaseUrl || !config.dataDir) return undefined;
  const log = (message: string) => console.log(message);
  const { engine, note } = pickEmbeddedEngine(config.dataDir, config.databaseEngine);
  if (note) log(note);
  if (engine === 'pglite') return undefined;
  return startEmbeddedPostgres({
    dataDir: config.dataDir,
    log,
    port: config.embeddedPostgresPort,
    fallbackDir: config.embeddedPostgresFallbackDir,
  });
}
