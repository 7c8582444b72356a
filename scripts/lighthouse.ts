// Lighthouse performance scores of the four pages docs/performance.md names, mobile (Lighthouse's default
// throttling) and desktop, against a running server:
//
//   npm run build && PORT=3900 DATA_DIR=/tmp/lh-data npm start            (in another shell)
//   npx tsx scripts/lighthouse.ts http://127.0.0.1:3900 [runs per page, default 3]
//   LH_PAGES=:id,shopping npx tsx scripts/lighthouse.ts …   (only a recipe page and the list)
//
// Lighthouse itself is fetched by `npx` (it is a measuring tool, not a dependency of the app) and drives
// /usr/bin/chromium. The signed-in pages need the token in localStorage: a new user is made through the
// API, and its token is written into a Chromium profile from `/api/health` (a page of the same origin
// that loads no asset, so nothing is cached). Every run starts from a fresh copy of that profile: a cold
// cache and no service worker, as a first visit. The median score of the runs is printed; with
// LH_REPORT_DIR set, every report is kept there.
//
// A/B of two builds: `LH_AGAINST=http://127.0.0.1:3901 npx tsx scripts/lighthouse.ts http://127.0.0.1:3900 4`
// runs mobile only, one run per page on each server in turn, and prints every score of both. Start the two
// servers from one `dist/server`, each with its own WEB_DIST and DATA_DIR: interleaving spreads the
// machine's own changes of speed over both, which single runs (3-10 points apart) cannot.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const trim = (url: string) => url.replace(/\/$/, '');
const base = trim(process.argv[2] ?? 'http://127.0.0.1:3900');
const runs = Number(process.argv[3] ?? 3);
const CHROMIUM = '/usr/bin/chromium';

async function api<T>(server: string, path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const res = await fetch(`${server}${path}`, { ...init, headers });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function signedInProfile(server: string): Promise<{ profile: string; recipeId: number }> {
  const username = `lh${Date.now().toString(36)}`;
  const password = 'secret123';
  await api(server, '/api/user/signup', {
    method: 'POST',
    body: JSON.stringify({
      firstName: 'Light',
      lastName: 'House',
      username,
      phoneNum: '5551234567',
      email: `${username}@example.com`,
      password,
      gender: 'other',
    }),
  });
  const { token } = await api<{ token: string }>(server, '/api/user/login', {
    method: 'POST',
    body: JSON.stringify({ username, password }),
  });
  const page = await api<{ rows: { id: number }[] }>(server, '/api/recipes?page=1', { token });
  const recipeIds = page.rows.slice(0, 5).map((r) => r.id);
  const recipes = recipeIds.map((id) => ({ id }));
  await api(server, '/api/lists/current/recipes', { method: 'POST', token, body: JSON.stringify({ recipes }) });

  const profile = mkdtempSync(join(tmpdir(), 'hk-lh-profile-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: true });
  const tab = await context.newPage();
  await tab.goto(`${server}/api/health`);
  await tab.evaluate((t) => localStorage.setItem('token', t), token);
  await context.close();
  return { profile, recipeId: recipeIds[0] };
}

function score(url: string, profile: string, desktop: boolean): number {
  const copy = mkdtempSync(join(tmpdir(), 'hk-lh-run-'));
  cpSync(profile, copy, { recursive: true });
  const out = join(copy, 'report.json');
  try {
    // Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP): such a run is tried again.
    const run = () =>
      execFileSync(
        'npx',
        [
          '-y',
          'lighthouse@12',
          url,
          '--only-categories=performance',
          '--disable-storage-reset',
          `--chrome-flags=--headless=new --no-sandbox --user-data-dir=${copy}`,
          '--output=json',
          `--output-path=${out}`,
          '--quiet',
          ...(desktop ? ['--preset=desktop'] : []),
        ],
        { env: { ...process.env, CHROME_PATH: CHROMIUM }, stdio: ['ignore', 'ignore', 'inherit'] },
      );
    try {
      run();
    } catch {
      run();
    }
    const text = readFileSync(out, 'utf8');
    if (process.env.LH_REPORT_DIR) {
      const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${desktop ? 'desktop' : 'mobile'}-${Date.now()}.json`;
      writeFileSync(join(process.env.LH_REPORT_DIR, name), text);
    }
    const report = JSON.parse(text) as { categories: { performance: { score: number } } };
    return Math.round(report.categories.performance.score * 100);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * The four pages docs/performance.md names; `:id` is the recipe the run's user put on its list. `LH_PAGES=:id,shopping`
 * keeps only the pages whose path contains one of the words (here a recipe page and the list).
 */
const ALL_PAGES = ['/', '/user/recipes?page=1', '/user/recipes/:id', '/user/shoppinglist'];
const only = process.env.LH_PAGES?.split(',').filter(Boolean);
const PAGES = only ? ALL_PAGES.filter((p) => only.some((w) => p.includes(w))) : ALL_PAGES;
const pageAt = (path: string, recipeId: number) => path.replace(':id', String(recipeId));

async function medians() {
  const { profile, recipeId } = await signedInProfile(base);
  console.log(`load average at start: ${loadavg()[0].toFixed(1)}; ${runs} runs per page, median`);
  console.log(`${'page'.padEnd(28)} ${'mobile'.padStart(7)} ${'desktop'.padStart(8)}`);
  for (const path of PAGES.map((p) => pageAt(p, recipeId))) {
    const mobile = median(Array.from({ length: runs }, () => score(`${base}${path}`, profile, false)));
    const desktop = median(Array.from({ length: runs }, () => score(`${base}${path}`, profile, true)));
    console.log(`${path.padEnd(28)} ${String(mobile).padStart(7)} ${String(desktop).padStart(8)}`);
  }
  console.log(`load average at end: ${loadavg()[0].toFixed(1)}`);
  rmSync(profile, { recursive: true, force: true });
}

async function interleaved(against: string) {
  const sides = [
    { name: 'A', server: base, ...(await signedInProfile(base)) },
    { name: 'B', server: against, ...(await signedInProfile(against)) },
  ];
  const scores = sides.map(() => PAGES.map(() => [] as number[]));
  console.log(`A ${base}, B ${against}; load average at start: ${loadavg()[0].toFixed(1)}; ${runs} rounds`);
  for (let round = 0; round < runs; round++) {
    PAGES.forEach((path, page) => {
      sides.forEach((side, i) => {
        scores[i]![page]!.push(score(`${side.server}${pageAt(path, side.recipeId)}`, side.profile, false));
      });
    });
  }
  PAGES.forEach((path, page) => {
    const line = sides.map((side, i) => `${side.name} ${median(scores[i]![page]!)} (${scores[i]![page]!.join(', ')})`);
    console.log(`${path.padEnd(22)} ${line.join('   ')}`);
  });
  console.log(`load average at end: ${loadavg()[0].toFixed(1)}`);
  for (const side of sides) rmSync(side.profile, { recursive: true, force: true });
}

if (process.env.LH_AGAINST) await interleaved(trim(process.env.LH_AGAINST));
else await medians();
