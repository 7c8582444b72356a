// A throw-away PostgreSQL cluster in a temp folder: initdb, start, stop (any mode), start again, remove.
// As root it runs the tools as the postgres user, since initdb refuses to run as root.
import { execFile } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

/** The bin folder of the newest PostgreSQL under /usr/lib/postgresql, or undefined. */
export function findPgBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  for (const v of versions) if (existsSync(join(base, v, 'bin', 'initdb'))) return join(base, v, 'bin');
  return undefined;
}

/**
 * Creates (initdb) a cluster listening on 127.0.0.1:`port`, not yet started.
 * @param {{ port: number | string }} options
 */
export async function createPgCluster({ port }) {
  const bin = findPgBin();
  if (!bin) {
    throw new Error(
      'PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb). Install it, e.g. apt-get install postgresql.',
    );
  }
  const dir = mkdtempSync(join(tmpdir(), 'hk-pg-'));
  chmodSync(dir, 0o777);
  const dataDir = join(dir, 'data');
  const isRoot = process.getuid?.() === 0;
  const pgTool = async (tool, args) => {
    const [command, commandArgs] = isRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]]
      : [join(bin, tool), args];
    try {
      await execFileAsync(command, commandArgs);
    } catch (err) {
      throw new Error(`${tool} failed: ${err.stderr?.toString() || err.message}`);
    }
  };

  try {
    await pgTool('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'hk', '--no-sync']);
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }

  return {
    url: `postgres://hk@127.0.0.1:${port}/postgres`,
    dataDir,
    /** Starts the server and waits until it accepts connections. */
    start: () =>
      pgTool('pg_ctl', [
        '-D',
        dataDir,
        '-o',
        `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
        '-l',
        join(dir, 'log'),
        '-w',
        'start',
      ]),
    /** Stops the server; `immediate` is a crash for the clients (no goodbye, recovery at the next start). */
    stop: (mode = 'fast') => pgTool('pg_ctl', ['-D', dataDir, '-m', mode, '-w', 'stop']),
    /** Stops the server if it runs and deletes the folder. */
    async destroy() {
      await pgTool('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
