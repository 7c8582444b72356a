/* global window */
// The main thread's blocking time of a page's first load, as Lighthouse counts it (the part of each task
// past 50 ms, from the first contentful paint on), under a 4x CPU slow-down and no network throttling:
// the CPU side of Lighthouse's TBT, steadier than Lighthouse because it runs a page several times.
//
//   npm run build && PORT=3900 DATA_DIR=/tmp/lh-data npm start          (in another shell)
//   node scripts/blocking-time.mjs http://127.0.0.1:3900/user/recipes/1 [runs, default 7] [token]
//
// Each run is a fresh browser context (cold cache, no service worker). With a token, it is put in
// localStorage first, as a signed-in visitor has it. Prints each run and the medians.
import { chromium } from '@playwright/test';

const [url, runs = '7', token] = process.argv.slice(2);
if (!url) throw new Error('usage: node scripts/blocking-time.mjs <url> [runs] [token]');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const rows = [];
for (let i = 0; i < Number(runs); i++) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  if (token) {
    await page.goto(new URL('/api/health', url).href);
    await page.evaluate((t) => localStorage.setItem('token', t), token);
  }
  await page.addInitScript(() => {
    window.__tasks = [];
    window.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__tasks.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__lcp = e.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url, { waitUntil: 'load' });
  // The list page keeps an event stream open, so "network idle" never comes: a fixed settling time.
  await page.waitForTimeout(3500);
  const row = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const tasks = window.__tasks.filter(([start]) => start >= fcp);
    const blocking = tasks.reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
    return { fcp, lcp: window.__lcp, blocking, tasks: tasks.map(([s, d]) => `${s.toFixed(0)}+${d.toFixed(0)}`) };
  });
  rows.push(row);
  console.log(
    `fcp ${row.fcp.toFixed(0)} lcp ${row.lcp.toFixed(0)} blocking ${row.blocking.toFixed(0)}  [${row.tasks.join(' ')}]`,
  );
  await context.close();
}
await browser.close();
const median = (key) => {
  const sorted = rows.map((r) => r[key]).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)].toFixed(0);
};
console.log(
  `median of ${rows.length}: fcp ${median('fcp')} ms, lcp ${median('lcp')} ms, blocking ${median('blocking')} ms`,
);
