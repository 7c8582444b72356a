import { createHash } from 'node:crypto';
import {
  chmodSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { canReach, type Owner } from './embedded-postgres-tools.ts';

/**
 * As root, PostgreSQL runs as the `postgres` user, which cannot pass through a folder only root may
 * enter (a clone under /root, mode 0700). Then its binaries run from a copy, and its data lives, in a
 * folder it can reach (`/var/lib/hello-kitchen` by default); `DATA_DIR/pg` links to the data. See
 * docs/decisions/embedded-database.md ("As root").
 */
export const DEFAULT_FALLBACK_DIR = '/var/lib/hello-kitchen';

export interface Binaries {
  initdb: string;
  pg_ctl: string;
}

/** Folders 0755, files 0755 or 0644 (by their owner's x bit), whatever the umask of the copy was. */
function openToAll(path: string) {
  const stat = lstatSync(path);
  if (stat.isSymbolicLink()) return;
  if (stat.isDirectory()) {
    chmodSync(path, 0o755);
    for (const entry of readdirSync(path)) openToAll(join(path, entry));
  } else chmodSync(path, stat.mode & 0o100 ? 0o755 : 0o644);
}

/** Creates `dir` and its missing parents, each one passable by every user. */
function makePassable(dir: string) {
  if (existsSync(dir)) return;
  makePassable(dirname(dir));
  mkdirSync(dir);
  chmodSync(dir, 0o755);
}

function cannotReach(what: string, fallbackDir: string, err: unknown): Error {
  const reason = (err as NodeJS.ErrnoException).code ?? (err as Error).message;
  return new Error(
    `As root the embedded PostgreSQL runs as the postgres user, which cannot reach ${what}, and ${fallbackDir} ` +
      `could not be used instead (${reason}): set EMBEDDED_POSTGRES_FALLBACK_DIR to a folder every user can ` +
      'pass through, run Hello Kitchen as an ordinary user, or set DATABASE_URL.',
    { cause: err },
  );
}

/** The binaries themselves when `owner` can run them, else a copy of the package's `native` folder it can. */
export async function reachableBinaries(
  bin: Binaries,
  owner: Owner,
  fallbackDir: string,
  log: (message: string) => void,
): Promise<Binaries> {
  if (await canReach(bin.initdb, owner)) return bin;
  const nativeDir = dirname(dirname(bin.initdb));
  const packageJson = join(nativeDir, '..', 'package.json');
  const version = existsSync(packageJson)
    ? (JSON.parse(readFileSync(packageJson, 'utf8')) as { version?: string }).version
    : undefined;
  const target = join(fallbackDir, `postgres-${version ?? 'unknown'}-${process.platform}-${process.arch}`);
  const copy = { initdb: join(target, 'bin', 'initdb'), pg_ctl: join(target, 'bin', 'pg_ctl') };
  try {
    if (!existsSync(copy.pg_ctl)) {
      makePassable(fallbackDir);
      // Copied aside, then renamed: a copy cut short is never taken for a whole one.
      const staging = `${target}.copy-${process.pid}`;
      rmSync(staging, { recursive: true, force: true });
      cpSync(nativeDir, staging, { recursive: true, verbatimSymlinks: true });
      openToAll(staging);
      rmSync(target, { recursive: true, force: true });
      renameSync(staging, target);
    }
  } catch (err) {
    throw cannotReach(nativeDir, fallbackDir, err);
  }
  if (!(await canReach(copy.initdb, owner))) throw cannotReach(nativeDir, fallbackDir, new Error('EACCES'));
  log(`Embedded PostgreSQL: the postgres user cannot reach ${nativeDir}, so it runs from a copy in ${target}`);
  return copy;
}

/**
 * Where the cluster of `DATA_DIR/pg` lives: that folder when `owner` can pass through `DATA_DIR`,
 * else a folder under `fallbackDir` named after `DATA_DIR`, with `DATA_DIR/pg` a link to it (kept
 * from the first start, so that later starts find the same data).
 */
export async function reachableClusterDir(
  dataDir: string,
  owner: Owner,
  fallbackDir: string,
  log: (message: string) => void,
): Promise<string> {
  const link = join(resolve(dataDir), 'pg');
  const isLink = lstatSync(link, { throwIfNoEntry: false })?.isSymbolicLink() ?? false;
  if (!isLink && (await canReach(resolve(dataDir), owner))) return link;
  if (!isLink && existsSync(link)) {
    throw new Error(
      `As root the embedded PostgreSQL runs as the postgres user, which cannot reach the database in ${link}: ` +
        `move ${resolve(dataDir)} to a folder every user can pass through, or run Hello Kitchen as an ordinary user.`,
    );
  }
  const hash = createHash('sha256').update(resolve(dataDir)).digest('hex').slice(0, 10);
  const target = isLink
    ? resolve(dirname(link), readlinkSync(link))
    : join(fallbackDir, 'clusters', `${basename(resolve(dataDir))}-${hash}`, 'pg');
  try {
    makePassable(dirname(target));
    if (!isLink) symlinkSync(target, link);
  } catch (err) {
    throw cannotReach(resolve(dataDir), fallbackDir, err);
  }
  if (!(await canReach(dirname(target), owner))) throw cannotReach(resolve(dataDir), fallbackDir, new Error('EACCES'));
  log(
    `Embedded PostgreSQL: the postgres user cannot reach ${resolve(dataDir)}, so the database lives in ${target} (${link} links to it)`,
  );
  return target;
}
