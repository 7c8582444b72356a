// Runs a command with TEST_DATABASE_URL pointing at a throw-away PostgreSQL server.
// Uses TEST_DATABASE_URL as given when set; otherwise initdb + pg_ctl into a temp folder (as the
// postgres user when root, since initdb refuses to run as root), and stops and removes it afterwards.
import { spawnSync, execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const [cmd, ...args] = process.argv.slice(2);
if (!cmd) {
  console.error('usage: node scripts/with-postgres.mjs <command> [args…]');
  process.exit(2);
}

function findPgBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  for (const v of versions) if (existsSync(join(base, v, 'bin', 'initdb'))) return join(base, v, 'bin');
  return undefined;
}

function run(command, commandArgs, env = process.env) {
  const result = spawnSync(command, commandArgs, { stdio: 'inherit', env });
  return result.status ?? 1;
}

if (process.env.TEST_DATABASE_URL) process.exit(run(cmd, args));

const bin = findPgBin();
if (!bin) {
  console.error(
    'PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb). Install it, e.g. apt-get install postgresql.',
  );
  process.exit(1);
}
const port = process.env.PG_TEST_PORT ?? String(54329 + Math.floor(Math.random() * 500));
const dir = mkdtempSync(join(tmpdir(), 'hk-pg-'));
chmodSync(dir, 0o777);
const isRoot = process.getuid?.() === 0;
const asPg = (tool, toolArgs) =>
  isRoot
    ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, tool), ...toolArgs], { stdio: 'pipe' })
    : execFileSync(join(bin, tool), toolArgs, { stdio: 'pipe' });
const dataDir = join(dir, 'data');

let status = 1;
try {
  asPg('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'hk', '--no-sync']);
  asPg('pg_ctl', [
    '-D',
    dataDir,
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
    '-l',
    join(dir, 'log'),
    '-w',
    'start',
  ]);
  const url = `postgres://hk@127.0.0.1:${port}/postgres`;
  console.log(`PostgreSQL test server on ${url}`);
  status = run(cmd, args, { ...process.env, TEST_DATABASE_URL: url });
} catch (err) {
  console.error('Could not start PostgreSQL:', err.stderr?.toString() || err.message);
} finally {
  try {
    asPg('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
  } catch {
    // already stopped
  }
  rmSync(dir, { recursive: true, force: true });
}
process.exit(status);
