// Measures how the app rides out a PostgreSQL outage: answer times while the database is down, and the
// time from PostgreSQL accepting connections again to the first good answer.
//
//   npx tsx scripts/measure-outage.ts [outage seconds …]   (default: 5 40)
import { createPgCluster } from '../src/server/test/pg-cluster.mjs';
import { freePort, spawnApp, waitUntil } from '../src/server/test/app-process.ts';
import { signUpBody } from '../src/server/modules/users/test-support.ts';

const outages = process.argv.slice(2).map(Number);
const cluster = await createPgCluster({ port: await freePort() });
await cluster.start();
const app = await spawnApp({ DATABASE_URL: cluster.url, LOG_LEVEL: 'warn' });
try {
  const timed = async (path: string, init: RequestInit = {}) => {
    const started = performance.now();
    const res = await fetch(`${app.baseUrl}${path}`, init);
    await res.arrayBuffer();
    return { status: res.status, ms: performance.now() - started };
  };
  await app.waitUntil('healthy', async () => (await timed('/api/health')).status === 200);
  const user = signUpBody();
  const json = { 'content-type': 'application/json' };
  await timed('/api/user/signup', { method: 'POST', headers: json, body: JSON.stringify(user) });
  const login = await fetch(`${app.baseUrl}/api/user/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ username: user.username, password: user.password }),
  });
  const { token } = (await login.json()) as { token: string };
  const auth = { headers: { authorization: `Bearer ${token}` } };

  for (const seconds of outages.length ? outages : [5, 40]) {
    await cluster.stop('immediate');
    const downUntil = performance.now() + seconds * 1000;
    const answers: { status: number; ms: number }[] = [];
    while (performance.now() < downUntil) {
      answers.push(await timed('/api/health'), await timed('/api/recipes', auth));
    }
    await cluster.start();
    const back = performance.now();
    await waitUntil('recipes answer', async () => (await timed('/api/recipes', auth)).status === 200);
    const recovered = performance.now() - back;
    const statuses = [...new Set(answers.map((a) => a.status))].join(', ');
    const slowest = Math.max(...answers.map((a) => a.ms));
    console.log(
      `${seconds} s outage: ${answers.length} requests answered ${statuses}, slowest ${slowest.toFixed(0)} ms;` +
        ` recovered ${recovered.toFixed(0)} ms after PostgreSQL was back; app alive: ${app.isAlive()}`,
    );
  }
} finally {
  await app.stop();
  await cluster.destroy();
}
