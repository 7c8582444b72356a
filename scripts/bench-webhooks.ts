// Webhooks: how fast an event reaches its receiver, and a backlog after the receiver was down
// (docs/api/doors.md, "Webhooks"; docs/performance.md, "Webhooks").
//
//   node scripts/with-postgres.mjs npx tsx scripts/bench-webhooks.ts [--latency 200] [--backlog 10000]
//
// The real app on PostgreSQL, a node:http receiver on 127.0.0.1 (allowed by WEBHOOK_ALLOWED_CIDRS).
// 1. Latency: a household endpoint; items typed on the list one after another through the API; the time
//    from the request to the receiver's arrival of its `list.item.added`. Budget: p95 <= 2 s.
// 2. Backlog: the receiver stops; `--backlog` events go into the outbox (as the changes' transactions write
//    them); the attempts fail; the receiver comes back and every event must arrive. The schedule is
//    shortened (0,10,20,30, then 60 s steps, about 18 minutes in all) so that the run takes minutes, not hours. The process's RSS is sampled
//    throughout. Budget: every event arrives, RSS peak within 100 MB of idle. Exits 1 when a budget fails.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { Webhook } from 'standardwebhooks';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { inTransaction } from '../src/server/db/transaction.ts';
import { recordEvent } from '../src/server/modules/events/index.ts';
import { createUser } from '../src/server/test/factories.ts';
import { generateRecipes } from './generate-recipes.ts';

const { values } = parseArgs({
  options: { latency: { type: 'string', default: '200' }, backlog: { type: 'string', default: '10000' } },
});
const LATENCY_EVENTS = Number(values.latency);
const BACKLOG = Number(values.backlog);
const BUDGET_P95_MS = 2000;
const BUDGET_MEMORY_MB = 100;

const percentile = (samples: number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mb = (bytes: number) => bytes / 1024 / 1024;

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) throw new Error('Run through: node scripts/with-postgres.mjs npx tsx scripts/bench-webhooks.ts');
const url = await generateRecipes(serverUrl, 100);
const handle = await openDatabase({ databaseUrl: url, poolSize: 10 });
const config = {
  ...loadConfig({
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    WEB_DIST: './does-not-exist',
    WEBHOOK_ALLOWED_CIDRS: '127.0.0.1/32',
    WEBHOOK_RETRY_SCHEDULE: '0,10,20,30,60,60,60,60,60,60,60,60,60,60,60,60,60,60,60,60',
  }),
  dataDir: undefined,
  databaseUrl: url,
};
const app = await buildApp({ config, db: handle.db, notifications: handle.notifications });
await app.ready();

// The receiver: arrival time per webhook-id, every signature verified with the reference verifier.
const arrivals = new Map<string, number>();
const bodies = new Map<string, string>();
let secret = '';
let server: Server | undefined;
let port = 0;
async function startReceiver() {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      new Webhook(secret).verify(body, req.headers as Record<string, string>);
      const id = String(req.headers['webhook-id']);
      if (!arrivals.has(id)) arrivals.set(id, performance.now());
      bodies.set(id, body);
      res.writeHead(204).end();
    });
  });
  server.keepAliveTimeout = 1;
  await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
}
async function stopReceiver() {
  server!.closeAllConnections();
  await new Promise((resolve) => server!.close(resolve));
}
await startReceiver();

const user = await createUser(app, { username: 'benchhooks', firstName: 'Bench' });
const created = await app.inject({
  method: 'POST',
  url: '/api/household/webhooks',
  headers: user.auth,
  payload: { url: `http://127.0.0.1:${port}/hook`, events: ['list.item.added'] },
});
if (created.statusCode !== 201) throw new Error(`endpoint: ${created.statusCode} ${created.body}`);
secret = created.json().secret;

// 1. Latency, one change at a time.
const latencies: number[] = [];
for (let i = 0; i < LATENCY_EVENTS; i++) {
  const name = `benchitem${i}x`;
  const before = arrivals.size;
  const sent = performance.now();
  const res = await app.inject({
    method: 'POST',
    url: '/api/lists/current/items',
    headers: user.auth,
    payload: { text: name },
  });
  if (res.statusCode !== 200) throw new Error(`item: ${res.statusCode} ${res.body}`);
  while (arrivals.size === before) await sleep(1);
  const id = [...bodies.entries()].find(([, body]) => body.includes(name))?.[0];
  latencies.push(arrivals.get(id!)! - sent);
}
const p95 = percentile(latencies, 95);
console.log(
  `latency over ${LATENCY_EVENTS} list changes: p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, max ${Math.max(...latencies).toFixed(0)} ms`,
);

// 2. The backlog.
global.gc?.();
await sleep(2000);
const idle = process.memoryUsage().rss;
let peak = idle;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
await stopReceiver();
const already = arrivals.size;
const queuedAt = performance.now();
for (let done = 0; done < BACKLOG; done += 500) {
  await inTransaction(handle.db, async (tx) => {
    for (let i = done; i < Math.min(done + 500, BACKLOG); i++) {
      await recordEvent(tx, {
        type: 'list.item.added',
        householdOwnerId: user.id,
        actor: null,
        data: { item: { id: i, name: `backlog ${i}` }, actor: null },
      });
    }
  });
}
console.log(`${BACKLOG} events queued in ${((performance.now() - queuedAt) / 1000).toFixed(1)} s, receiver down`);
// Let the first attempts fail while the receiver is down.
await sleep(5000);
const downFor = performance.now();
await startReceiver();
const backAt = performance.now();
while (arrivals.size < already + BACKLOG) {
  await sleep(250);
  if (performance.now() - backAt > 15 * 60_000) break;
}
clearInterval(sampler);
const arrived = arrivals.size - already;
console.log(
  `backlog: ${arrived}/${BACKLOG} arrived ${((performance.now() - backAt) / 1000).toFixed(1)} s after the receiver returned (down ${((downFor - queuedAt) / 1000).toFixed(1)} s); RSS idle ${mb(idle).toFixed(0)} MB, peak ${mb(peak).toFixed(0)} MB (+${mb(peak - idle).toFixed(0)} MB)`,
);

await app.close();
await stopReceiver();
await handle.close();
const ok = p95 <= BUDGET_P95_MS && arrived === BACKLOG && mb(peak - idle) <= BUDGET_MEMORY_MB;
console.log(ok ? 'PASS' : 'FAIL');
process.exit(ok ? 0 : 1);
