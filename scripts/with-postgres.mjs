// Runs a command with TEST_DATABASE_URL pointing at a throw-away PostgreSQL server.
// Uses TEST_DATABASE_URL as given when set; otherwise creates a cluster in a temp folder
// (src/server/test/pg-cluster.mjs) on PG_TEST_PORT or a random port, and removes it afterwards.
import { spawnSync } from 'node:child_process';
import { createPgCluster } from '../src/server/test/pg-cluster.mjs';

const [cmd, ...args] = process.argv.slice(2);
if (!cmd) {
  console.error('usage: node scripts/with-postgres.mjs <command> [args…]');
  process.exit(2);
}

function run(command, commandArgs, env = process.env) {
  const result = spawnSync(command, commandArgs, { stdio: 'inherit', env });
  return result.status ?? 1;
}

if (process.env.TEST_DATABASE_URL) process.exit(run(cmd, args));

const port = process.env.PG_TEST_PORT ?? String(54329 + Math.floor(Math.random() * 500));
let cluster;
let status = 1;
try {
  cluster = await createPgCluster({ port });
  await cluster.start();
  console.log(`PostgreSQL test server on ${cluster.url}`);
  status = run(cmd, args, { ...process.env, TEST_DATABASE_URL: cluster.url });
} catch (err) {
  console.error('Could not start PostgreSQL:', err.message);
} finally {
  await cluster?.stop('fast').catch(() => {});
  await cluster?.destroy();
}
process.exit(status);
