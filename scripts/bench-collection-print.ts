/**
 * The print view of a 100-recipe collection in Chromium:
 * `npm run build && npx tsx scripts/bench-collection-print.ts [--recipes 100] [--rounds 5]`.
 * Starts the built server on PGlite in a fresh folder, adds 100 recipes (12 lines and 6 steps each) and a
 * collection holding them in 4 sections, then opens `/user/collections/<id>/print` signed in, in a fresh
 * page each round. It times from the navigation's start to the frame after every recipe is on the page
 * (`data-print-ready`, set once all 100 details have arrived through RTK Query), and then the print itself
 * (`page.pdf()`, A4: layout for print and one page a recipe). Budget (issue 36): the print view renders in
 * ≤ 10 s; the PDF must have a page for the contents and one for each recipe.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { startServer } from './lib/bench-server.ts';
import { waitForOk } from './lib/wait-for-ok.ts';

const BUDGET_MS = 10_000;
const { values: args } = parseArgs({
  options: {
    recipes: { type: 'string', default: '100' },
    rounds: { type: 'string', default: '5' },
    port: { type: 'string', default: '3981' },
  },
});
const count = Number(args.recipes);
const port = Number(args.port);
const base = `http://127.0.0.1:${port}`;
const admin = { username: 'benchadmin', password: 'bench-admin-pass' };
const json = (token: string) => ({ 'content-type': 'application/json', authorization: `Bearer ${token}` });

const dataDir = mkdtempSync(join(tmpdir(), 'hk-print-'));
const server = startServer(
  { DATA_DIR: dataDir, DATABASE_ENGINE: 'pglite', ADMIN_USERNAME: admin.username, ADMIN_PASSWORD: admin.password },
  port,
  { server: 'dist/server/main.js', logLevel: 'warn' },
);
try {
  await waitForOk(`${base}/api/health`);
  const token = await login();
  const collectionId = await makeCollection(token, await addRecipes(token));
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  const render: number[] = [];
  const print: number[] = [];
  let pages = 0;
  for (let round = 0; round < Number(args.rounds); round++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.addInitScript((t) => localStorage.setItem('token', t), token);
    const start = Date.now();
    await page.goto(`${base}/user/collections/${collectionId}/print`);
    await page.locator('[data-print-ready="true"]').waitFor({ timeout: 60_000 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    render.push(Date.now() - start);
    const articles = await page.locator('article.printed-recipe h2').count();
    if (articles !== count) throw new Error(`${articles} recipes on the page, not ${count}`);
    const before = Date.now();
    const pdf = await page.pdf({ format: 'A4' });
    print.push(Date.now() - before);
    pages = pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)?.length ?? 0;
    await context.close();
  }
  await browser.close();
  report(render, print, pages);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}

async function login(): Promise<string> {
  const res = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  if (!res.ok) throw new Error(`login: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

/** `count` recipes of 12 lines and 6 steps; their ids in order. */
async function addRecipes(token: string): Promise<number[]> {
  const ids: number[] = [];
  for (let n = 1; n <= count; n++) {
    const ingredients = Array.from({ length: 12 }, (_, i) => ({
      text: `${i + 1} cup food ${n}-${i + 1}, chopped`,
      name: `food ${n}-${i + 1}`,
      qty: i + 1,
      measurement: 'cup',
    }));
    const res = await fetch(`${base}/api/recipes/add-recipe`, {
      method: 'POST',
      headers: json(token),
      body: JSON.stringify({
        recipeDetails: {
          name: `printed recipe ${n}`,
          url: 'https://www.example.com/r',
          img: '/images/cuisines/soup.svg',
          servings: 4,
          cookTime: 30,
        },
        cuisines: ['soup'],
        restrictions: [],
        appliances: ['stovetop'],
        ingredients,
        instructions: Array.from({ length: 6 }, (_, i) => `Step ${i + 1} of recipe ${n}: stir, wait and taste.`),
      }),
    });
    if (!res.ok) throw new Error(`add-recipe: ${res.status} ${await res.text()}`);
    ids.push(((await res.json()) as { id: number }).id);
  }
  return ids;
}

/** A manual collection of the recipes, in 4 sections. */
async function makeCollection(token: string, ids: number[]): Promise<number> {
  const made = await fetch(`${base}/api/collections`, {
    method: 'POST',
    headers: json(token),
    body: JSON.stringify({ name: 'Print bench', description: `${ids.length} recipes` }),
  });
  if (!made.ok) throw new Error(`collection: ${made.status} ${await made.text()}`);
  const { id } = (await made.json()) as { id: number };
  const sections = ['Starters', 'Mains', 'Sides', 'Desserts'];
  const entries = ids.map((recipeId, i) => ({ recipeId, section: sections[Math.floor((i * 4) / ids.length)] }));
  const put = await fetch(`${base}/api/collections/${id}/entries`, {
    method: 'PUT',
    headers: json(token),
    body: JSON.stringify({ entries }),
  });
  if (!put.ok) throw new Error(`entries: ${put.status} ${await put.text()}`);
  return id;
}

function report(render: number[], print: number[], pages: number) {
  const stats = (times: number[]) => {
    const sorted = [...times].sort((a, b) => a - b);
    return { median: sorted[Math.floor(sorted.length / 2)]!, worst: sorted[sorted.length - 1]! };
  };
  const r = stats(render);
  const p = stats(print);
  console.log(`load average ${loadavg()[0]!.toFixed(1)}; ${render.length} rounds, a collection of ${count} recipes`);
  console.log(`print view rendered: median ${r.median} ms, worst ${r.worst} ms (budget ${BUDGET_MS} ms)`);
  console.log(`printed to PDF (A4): median ${p.median} ms, worst ${p.worst} ms; ${pages} pages`);
  if (r.worst > BUDGET_MS || pages < count + 1) {
    console.log('over budget');
    process.exitCode = 1;
  }
}
