// Measures how long `npm start` on an existing build takes to answer its first request: starts
// dist/server/main.js on an already-seeded data folder and polls /api/health until it answers 200.
// Usage: npm run build && node scripts/measure-startup.mjs   (runs 5 times, prints each and the median)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = mkdtempSync(join(tmpdir(), 'hk-startup-'));
const port = 4601;

async function startOnce() {
  const started = performance.now();
  const child = spawn('node', ['dist/server/main.js'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  const elapsed = performance.now() - started;
  child.kill('SIGTERM');
  await new Promise((r) => child.on('exit', r));
  return elapsed;
}

const first = await startOnce();
console.log(`first start (creates and seeds the database): ${Math.round(first)} ms`);
const runs = [];
for (let i = 0; i < 5; i++) runs.push(await startOnce());
runs.sort((a, b) => a - b);
console.log(
  `later starts: ${runs.map((r) => Math.round(r)).join(', ')} ms; median ${Math.round(runs[2])} ms (budget 3000 ms)`,
);
rmSync(dataDir, { recursive: true, force: true });
