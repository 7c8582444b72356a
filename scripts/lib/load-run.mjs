// One autocannon run in a Node process of its own: `node scripts/lib/load-run.mjs '<options as JSON>'`
// prints the result's figures as JSON. Two runs in one process measured differently: the second run's
// connections reached a PGlite server over seconds instead of at once, which tripled its p99
// (docs/performance.md, "PGlite, third look"). A fresh process per run measures the server only.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

/**
 * Runs autocannon with these options in a child process.
 * @param {import('autocannon').Options} options
 * @returns {Promise<import("./load-run.d.mts").LoadRunResult>}
 */
export function loadRun(options) {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [fileURLToPath(import.meta.url), JSON.stringify(options)], (err, stdout) =>
      err ? reject(err) : resolve(JSON.parse(stdout)),
    );
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const r = await autocannon(JSON.parse(process.argv[2]));
  const { requests, latency, errors, non2xx, timeouts } = r;
  process.stdout.write(JSON.stringify({ requests, latency, errors, non2xx, timeouts }));
}
