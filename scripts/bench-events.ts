// Live list events under load (docs/decisions/live-list.md): N open event streams on one server process, a change of the
// list made through the API, and how long until every stream has it; then the server's memory after the
// streams close, against its baseline.
//
//   npx tsx scripts/bench-events.ts [--streams 500] [--changes 20]                 (PGlite)
//   node scripts/with-postgres.mjs npx tsx scripts/bench-events.ts [--streams 500]  (PostgreSQL LISTEN/NOTIFY)
//
// The app runs in its own process (scripts/lib/events-server.ts, with --expose-gc); the streams are plain
// node:http requests from this one. A change's latency runs from sending the write to the stream reading
// the event with the new version, so it includes the write itself.
import { fork } from 'node:child_process';
import http from 'node:http';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';

const { values: args } = parseArgs({
  options: { streams: { type: 'string', default: '500' }, changes: { type: 'string', default: '20' } },
});
const streamCount = Number(args.streams);
const changeCount = Number(args.changes);

type Memory = { heapUsed: number; rss: number; sockets: number };
const child = fork(new URL('./lib/events-server.ts', import.meta.url), {
  execArgv: ['--expose-gc', '--import', 'tsx'],
  env: process.env,
});
const replies: ((m: unknown) => void)[] = [];
child.on('message', (m) => replies.shift()?.(m));
const nextReply = <T>() => new Promise<T>((resolve) => replies.push(resolve as (m: unknown) => void));
const { port, engine } = await nextReply<{ port: number; engine: string }>();
const base = `http://127.0.0.1:${port}`;
const memory = () => {
  const reply = nextReply<Memory>();
  child.send('memory');
  return reply;
};

async function call(method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(base + path, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
}

const username = `bench${Date.now().toString(36)}`;
await call('POST', '/api/user/signup', {
  firstName: 'Bench',
  lastName: 'Marker',
  username,
  phoneNum: '5551234567',
  email: `${username}@example.com`,
  password: 'secret123',
  gender: 'other',
});
const { token } = (await call('POST', '/api/user/login', { username, password: 'secret123' })) as { token: string };

/** One open stream: the newest version it has read, and who waits for a version. */
interface Stream {
  request: http.ClientRequest;
  version: number;
  waiters: Map<number, (at: number) => void>;
}

function openStream(): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const stream = { version: -1, waiters: new Map() } as Stream;
    stream.request = http.get(
      `${base}/api/lists/current/events`,
      { headers: { authorization: `Bearer ${token}` }, agent: false },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`events: ${res.statusCode}`));
        res.setEncoding('utf8');
        let buffer = '';
        res.on('data', (chunk: string) => {
          buffer += chunk;
          for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (!block.includes('event: list') || !data) continue;
            const at = performance.now();
            stream.version = (JSON.parse(data) as { version: number }).version;
            if (stream.waiters.size === 0) resolve(stream);
            for (const [version, done] of stream.waiters) if (stream.version >= version) done(at);
          }
        });
      },
    );
    stream.request.on('error', () => {});
  });
}

const until = (stream: Stream, version: number) =>
  new Promise<number>((resolve) => {
    stream.waiters.set(version, (at) => {
      stream.waiters.delete(version);
      resolve(at);
    });
    if (stream.version >= version) resolve(performance.now());
  });

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

// Warm up (JIT, pools), then the baseline.
const warm = await Promise.all(Array.from({ length: 20 }, openStream));
warm.forEach((s) => s.request.destroy());
await call('POST', '/api/lists/current/items', { text: 'warm up' }, token);
let baseline = await memory();
for (let i = 0; i < 20 && baseline.sockets > 0; i++) baseline = await memory();

const opened = performance.now();
const streams: Stream[] = [];
for (let i = 0; i < streamCount; i += 50) {
  streams.push(...(await Promise.all(Array.from({ length: Math.min(50, streamCount - i) }, openStream))));
}
const openMs = performance.now() - opened;
const loaded = await memory();

const latencies: number[] = [];
for (let change = 1; change <= changeCount; change++) {
  const sent = performance.now();
  const list = (await call('POST', '/api/lists/current/items', { text: `bench item ${change}` }, token)) as {
    version: number;
  };
  const arrivals = await Promise.all(streams.map((s) => until(s, list.version)));
  latencies.push(...arrivals.map((at) => at - sent));
}

streams.forEach((s) => s.request.destroy());
let after = await memory();
for (let i = 0; i < 50 && after.sockets > 0; i++) after = await memory();
child.send('stop');

latencies.sort((a, b) => a - b);
console.log(
  JSON.stringify(
    {
      engine,
      streams: streamCount,
      changes: changeCount,
      deliveries: latencies.length,
      openAllMs: Math.round(openMs),
      latencyMs: {
        p50: +pct(latencies, 50).toFixed(1),
        p95: +pct(latencies, 95).toFixed(1),
        p99: +pct(latencies, 99).toFixed(1),
        max: +latencies[latencies.length - 1].toFixed(1),
      },
      heapMB: { baseline: mb(baseline.heapUsed), open: mb(loaded.heapUsed), afterClose: mb(after.heapUsed) },
      rssMB: { baseline: mb(baseline.rss), open: mb(loaded.rss), afterClose: mb(after.rss) },
      socketsAfterClose: after.sockets,
      machine: { cpus: cpus().length, load1: +loadavg()[0].toFixed(2) },
    },
    null,
    2,
  ),
);
