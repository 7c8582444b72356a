// `npm run bench` (and on its own: `tsx scripts/bench-migration.ts [--recipes 1000] [--engine pglite]`):
// the migration's speed bar (docs/performance.md). Writes a Mealie v2 admin backup (database.json + data/recipes/<id>/images/
// original.webp, a 60 KiB picture per recipe), starts the built server (dist/server/main.js, default
// engine unless --engine says otherwise), uploads the backup as an admin and polls
// the migration until it ends, while 4 clients ask GET /api/recipes?page=1 and GET /api/health in a
// loop (50 ms between requests). Prints the migration's duration and the other requests' p50/p99. Figures go in
// docs/performance.md, never in tests.
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ZipFile } from 'yazl';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Each of the 4 clients waits this long between requests: people using the app, not a flood. */
const THINK_MS = 50;
const ADMIN = { username: 'benchadmin', password: 'bench-secret-123' };
const ALEMBIC_V2 = 'bench-v2-schema'; // the reader does not depend on the revision

/** A Mealie v2 backup of `n` recipes, each with 8 ingredient lines, 4 steps, 2 tags and a picture. */
export async function mealieBackup(n: number): Promise<Buffer> {
  const groupId = randomUUID();
  const householdId = randomUUID();
  const userId = randomUUID();
  const units = ['cup', 'tablespoon', 'gram'].map((name) => ({ id: randomUUID(), name, abbreviation: '' }));
  const foods = ['flour', 'sugar', 'butter', 'onion', 'garlic'].map((name) => ({ id: randomUUID(), name }));
  const tags = ['Vegan', 'Quick', 'Mexican', 'Dinner'].map((name, i) => ({ id: randomUUID(), name, slug: `t${i}` }));
  const t: Record<string, unknown[]> = {
    alembic_version: [{ version_num: ALEMBIC_V2 }],
    groups: [{ id: groupId, name: 'Home', slug: 'home' }],
    households: [{ id: householdId, group_id: groupId, name: 'Family', slug: 'family' }],
    users: [{ id: userId, username: 'cook', group_id: groupId, household_id: householdId }],
    ingredient_units: units,
    ingredient_foods: foods,
    tags,
    recipes: [],
    recipes_ingredients: [],
    recipe_instructions: [],
    recipes_to_tags: [],
    recipe_settings: [],
  };
  const zip = new ZipFile();
  for (let i = 0; i < n; i++) {
    const id = randomUUID();
    t.recipes.push({
      id,
      slug: `bench-dish-${i}`,
      group_id: groupId,
      user_id: userId, // v2 recipes reach their household through the user (no household_id column)
      name: `Bench Dish ${i}`,
      description: 'A dish for the migration bench.',
      image: 'abcd',
      recipe_yield: '4 servings',
      recipe_yield_quantity: 4,
      recipe_servings: 4,
      prep_time: '15 minutes',
      cook_time: '1 hour 30 minutes',
      perform_time: null,
      total_time: null,
      org_url: `https://example.com/recipes/${i}`,
      date_added: '2024-10-01',
    });
    for (let l = 0; l < 8; l++)
      t.recipes_ingredients.push({
        id: i * 8 + l + 1,
        recipe_id: id,
        position: l,
        title: l === 4 ? 'For the sauce' : null,
        note: l % 2 ? 'sifted' : '',
        quantity: l + 1,
        unit_id: units[l % 3].id,
        food_id: foods[l % 5].id,
        original_text: null,
        reference_id: randomUUID(),
      });
    for (let s = 0; s < 4; s++)
      t.recipe_instructions.push({
        id: randomUUID(),
        recipe_id: id,
        position: s,
        type: 'instruction',
        title: '',
        text: `Step ${s + 1}: stir well.`,
      });
    t.recipes_to_tags.push({ recipe_id: id, tag_id: tags[i % 4].id }, { recipe_id: id, tag_id: tags[(i + 1) % 4].id });
    t.recipe_settings.push({ id: randomUUID(), recipe_id: id, disable_amount: false, public: true });
    const webp = Buffer.concat([Buffer.from('RIFF\0\0\0\0WEBPVP8 '), randomBytes(60 * 1024)]);
    zip.addBuffer(webp, `data/recipes/${id}/images/original.webp`, { compress: false });
  }
  zip.addBuffer(Buffer.from(JSON.stringify(t)), 'database.json');
  zip.end();
  const chunks: Buffer[] = [];
  for await (const c of zip.outputStream as AsyncIterable<Buffer>) chunks.push(c);
  return Buffer.concat(chunks);
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;

/** Uploads a backup to a running server and measures it; answers the figures as lines of text. */
export async function benchMigration(base: string, recipes: number): Promise<string[]> {
  const login = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
  const auth = { authorization: `Bearer ${(await login.json()).token}` };
  const backup = await mealieBackup(recipes);
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(backup)]), 'mealie_2024.10.24.12.00.00.zip');
  const started = performance.now();
  const res = await fetch(`${base}/api/admin/migrations`, { method: 'POST', headers: auth, body: form });
  if (res.status !== 202) throw new Error(`upload: ${res.status} ${await res.text()}`);
  const { id } = await res.json();

  const latencies: Record<string, number[]> = { '/api/recipes?page=1': [], '/api/health': [] };
  let running = true;
  let errors = 0;
  const client = async () => {
    while (running)
      for (const path of Object.keys(latencies)) {
        const at = performance.now();
        const r = await fetch(base + path, { headers: auth });
        await r.arrayBuffer();
        if (!r.ok) errors++;
        latencies[path].push(performance.now() - at);
        await sleep(THINK_MS);
      }
  };
  const clients = Array.from({ length: 4 }, client);
  let migration: Record<string, unknown> = {};
  while (!['done', 'failed', 'cancelled'].includes(String(migration.status))) {
    await sleep(250);
    migration = (await (await fetch(`${base}/api/admin/migrations/${id}`, { headers: auth })).json()).migration;
  }
  const seconds = (performance.now() - started) / 1000;
  running = false;
  await Promise.all(clients);
  const lines = [
    `Mealie backup of ${recipes} recipes with a 60 KiB picture each (${(backup.length / 2 ** 20).toFixed(0)} MiB): ` +
      `${migration.status}, ${migration.imported} imported, ${migration.failed} failed, in ${seconds.toFixed(1)} s (upload included)`,
  ];
  for (const [path, list] of Object.entries(latencies)) {
    const sorted = [...list].sort((a, b) => a - b);
    lines.push(
      `  meanwhile GET ${path}: ${sorted.length} answered, p50 ${percentile(sorted, 50).toFixed(0)} ms, p99 ${percentile(sorted, 99).toFixed(0)} ms`,
    );
  }
  lines.push(`  errors: ${errors}`);
  return lines;
}

/** Starts the built server on a fresh data folder, runs the bench, stops it; answers the figures. */
export async function runMigrationBench(recipes: number, engine?: string): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'hk-bench-migration-'));
  const port = 40_000 + Math.floor(Math.random() * 10_000);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dir,
    SEED_DEMO: 'false',
  };
  env.ADMIN_USERNAME = ADMIN.username;
  env.ADMIN_PASSWORD = ADMIN.password;
  delete env.DATABASE_URL;
  if (engine) env.DATABASE_ENGINE = engine;
  const server = spawn(process.execPath, ['dist/server/main.js'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    const base = `http://127.0.0.1:${port}`;
    for (let i = 0; ; i++) {
      if ((await fetch(`${base}/api/health`).catch(() => null))?.ok) break;
      if (i > 1200) throw new Error('the server did not start');
      await sleep(100);
    }
    const rss = () =>
      Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
    const idle = rss();
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, rss())), 100);
    const lines = await benchMigration(base, recipes).finally(() => clearInterval(sampler));
    return [
      ...lines,
      `  server RSS: idle ${idle.toFixed(0)} MB, peak ${peak.toFixed(0)} MB (+${(peak - idle).toFixed(0)} MB)`,
    ];
  } finally {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: { recipes: { type: 'string', default: '1000' }, engine: { type: 'string' } },
  });
  runMigrationBench(Number(values.recipes), values.engine)
    .then((lines) => console.log(lines.join('\n')))
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
