/**
 * A language switch in Chromium: `npm run build && npx tsx scripts/bench-language-switch.ts [--rounds 9]`.
 * Starts the built server on PGlite in a fresh folder, adds a 40-line recipe, opens its page signed in, in a
 * German browser, then switches with the footer's "Language" select between German, French, Spanish and English,
 * timing from the select's change to the frame after the new language's texts are in the DOM (the
 * ingredients heading in the new language). It prints each switch's time, the median and worst, and the
 * catalogs the browser fetched (their gzip size and how many per switch). Budgets (docs/performance.md,
 * api/languages.md): a switch loads one catalog, under 30 KB gzip, and re-renders the page in under 100 ms.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startServer } from './lib/bench-server.ts';
import { waitForOk } from './lib/wait-for-ok.ts';

const BUDGET_MS = 100;
const CATALOG_BUDGET_BYTES = 30 * 1024;
const { values: args } = parseArgs({
  options: { rounds: { type: 'string', default: '9' }, port: { type: 'string', default: '3977' } },
});
const port = Number(args.port);
const base = `http://127.0.0.1:${port}`;
const admin = { username: 'benchadmin', password: 'bench-admin-pass' };
/** The ingredients heading in each language: the sign that the page shows the new catalog's texts. */
const LANGUAGES = [
  { code: 'fr', name: 'Français', heading: 'Ingrédients' },
  { code: 'es', name: 'Español', heading: 'Ingredientes' },
  { code: 'en', name: 'English', heading: 'Ingredients' },
  { code: 'de', name: 'Deutsch', heading: 'Zutaten' },
];

const dataDir = mkdtempSync(join(tmpdir(), 'hk-switch-'));
const server = startServer(
  { DATA_DIR: dataDir, DATABASE_ENGINE: 'pglite', ADMIN_USERNAME: admin.username, ADMIN_PASSWORD: admin.password },
  port,
  { server: 'dist/server/main.js', logLevel: 'warn' },
);
try {
  await waitForOk(`${base}/api/health`);
  const { recipeId, token } = await addFortyLineRecipe();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  const context = await browser.newContext({ locale: 'de-DE', viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript((t) => localStorage.setItem('token', t), token);
  const catalogs: { url: string; gzip: number }[] = [];
  page.on('response', async (response) => {
    if (!/\/assets\/[a-z]{2}-[\w-]+\.js$/.test(response.url())) return;
    const body = await response.body().catch(() => null);
    if (body) catalogs.push({ url: response.url(), gzip: gzipSync(body).length });
  });
  await page.goto(`${base}/user/recipes/${recipeId}`);
  await page.getByRole('heading', { name: 'Zutaten' }).waitFor();
  const times: number[] = [];
  const perSwitch: number[] = [];
  for (let round = 0; round < Number(args.rounds); round++) {
    for (const language of LANGUAGES) {
      const before = catalogs.length;
      times.push(await timeSwitch(page, language));
      perSwitch.push(catalogs.length - before);
    }
  }
  await browser.close();
  report(times, perSwitch, catalogs);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}

async function addFortyLineRecipe(): Promise<{ recipeId: number; token: string }> {
  const login = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  const { token } = (await login.json()) as { token: string };
  const units = ['cup', 'g', 'tablespoon', 'ml', 'whole'];
  const ingredients = Array.from({ length: 40 }, (_, i) => {
    const measurement = units[i % units.length]!;
    const qty = [1.5, 250, 2, 125, 3][i % units.length]!;
    return { text: `${qty} ${measurement} food ${i + 1}`, name: `food ${i + 1}`, qty, measurement };
  });
  const res = await fetch(`${base}/api/recipes/add-recipe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      recipeDetails: {
        name: 'forty lines',
        url: 'https://www.example.com/r',
        img: '/images/cuisines/soup.svg',
        servings: 4,
        cookTime: 30,
      },
      cuisines: ['soup'],
      restrictions: [],
      appliances: ['stovetop'],
      ingredients,
      instructions: ['Cook everything.'],
    }),
  });
  if (!res.ok) throw new Error(`add-recipe: ${res.status} ${await res.text()}`);
  return { recipeId: ((await res.json()) as { id: number }).id, token };
}

/** From the select's change to the first frame in which the new language's heading is in the DOM. */
async function timeSwitch(page: import('@playwright/test').Page, language: (typeof LANGUAGES)[number]) {
  const select = page.getByRole('combobox').last();
  const timing = page.evaluate(
    (heading) =>
      new Promise<number>((resolve) => {
        const start = performance.now();
        const observer = new MutationObserver(() => {
          const found = [...document.querySelectorAll('h2')].some((h) => h.textContent === heading);
          if (!found) return;
          observer.disconnect();
          requestAnimationFrame(() => resolve(performance.now() - start));
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        document.body.dataset.switchStarted = String(start);
      }),
    language.heading,
  );
  await page.waitForFunction(() => document.body.dataset.switchStarted);
  await select.selectOption({ label: language.name });
  const ms = await timing;
  await page.evaluate(() => delete document.body.dataset.switchStarted);
  return ms;
}

function report(times: number[], perSwitch: number[], catalogs: { url: string; gzip: number }[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  const worst = sorted[sorted.length - 1]!;
  const biggest = Math.max(...catalogs.map((c) => c.gzip));
  console.log(`load average ${loadavg()[0]!.toFixed(1)}; ${times.length} switches on a 40-line recipe page`);
  console.log(`switch: median ${median.toFixed(1)} ms, worst ${worst.toFixed(1)} ms (budget ${BUDGET_MS} ms)`);
  console.log(`catalogs fetched per switch: ${[...new Set(perSwitch)].join(', ')} (first visit of a language: 1)`);
  for (const c of catalogs.slice(0, LANGUAGES.length + 1))
    console.log(`  ${c.url.replace(/^.*\/assets\//, '')}: ${(c.gzip / 1024).toFixed(1)} KB gzip`);
  const over = median > BUDGET_MS || biggest > CATALOG_BUDGET_BYTES || perSwitch.some((n) => n > 1);
  if (over) {
    console.log('over budget');
    process.exitCode = 1;
  }
}
