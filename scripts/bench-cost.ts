/**
 * A recipe's cost and the shopping list's estimate with 1,000 prices in the household (docs/api/know.md,
 * "Cost"):
 *
 *   npx tsx scripts/bench-cost.ts [--requests 300]                     (PGlite in memory)
 *   node scripts/with-postgres.mjs npx tsx scripts/bench-cost.ts     (PostgreSQL)
 *
 * Builds, through the API, a recipe of 60 of the demo catalogue's lines (40 of its own and a sub-recipe of
 * 20), 1,000 prices of the household (every food of those lines priced 3 times on different dates, the
 * rest on other foods) and a list holding the recipe. Then asks, through the real app (app.inject):
 *   - GET /api/recipes/{id}/cost?servings=6;
 *   - GET /api/lists/current (the whole list answer, its estimate included);
 *   - for scale, GET /api/recipes/{id}/ingredients (the expansion alone) and GET /api/health.
 * Budget: p95 ≤ 30 ms each. Exits 1 over budget.
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { DEMO_DISHES } from '../src/server/db/seed/catalogue.ts';
import { createFoodService } from '../src/server/modules/foods/index.ts';
import { recipePayload } from '../src/server/test/factories.ts';
import { figures, percentile, withBenchApp } from './lib/inject-bench.ts';

const { values } = parseArgs({ options: { requests: { type: 'string', default: '300' } } });
const requests = Number(values.requests);
const BUDGET_MS = 30;
const PRICES = 1000;

async function main() {
  await withBenchApp(async ({ app, admin, user }) => {
    const request = async (method: 'GET' | 'POST', url: string, payload?: object) => {
      const res = await app.inject({ method, url, headers: (url.includes('add-recipe') ? admin : user).auth, payload });
      if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
      return res.json();
    };
    const lines = [...new Map(DEMO_DISHES.flatMap((d) => d.ingredients).map(([text, name]) => [text, name]))];
    const take = (from: number, n: number) => lines.slice(from, from + n).map(([text, name]) => ({ text, name }));
    const add = async (name: string, ingredients: object[]): Promise<number> =>
      (
        await request(
          'POST',
          '/api/recipes/add-recipe',
          recipePayload({ details: { name, servings: 4 }, ingredients: ingredients as never }),
        )
      ).id;
    const sub = await add('Bench sauce', take(0, 20));
    const top = await add('Bench dish', [...take(20, 40), { recipeId: sub, qty: 1, measurement: 'batch' }]);

    // The foods of the recipe's lines, 3 prices each; the rest of the 1,000 on other foods.
    const first = await request('GET', `/api/recipes/${top}/cost`);
    const used = [
      ...new Set((first.lines as { food: { id: number } | null }[]).flatMap((l) => (l.food ? [l.food.id] : []))),
    ];
    const others = createFoodService()
      .table()
      .foods.map((f) => f.id)
      .filter((id) => !used.includes(id));
    const priced = [...used.flatMap((id) => [id, id, id]), ...others].slice(0, PRICES);
    for (const [i, foodId] of priced.entries()) {
      await request('POST', '/api/prices', {
        foodId,
        amount: (50 + (i % 997)) / 100,
        packSize: [1, 500, 12, 2][i % 4]!,
        packUnit: ['lb', 'g', 'piece', 'cups'][i % 4]!,
        date: `2026-0${1 + (i % 9)}-1${i % 10}`,
      });
    }
    await request('POST', '/api/lists/current/recipes', { recipes: [{ id: top, servings: 6 }] });

    const costUrl = `/api/recipes/${top}/cost?servings=6`;
    const cost = await request('GET', costUrl);
    const list = await request('GET', '/api/lists/current');
    console.log(
      `recipe ${top}: ${cost.lines.length} expanded lines, ${cost.missing.length} not priced, ` +
        `partial total ${cost.partialTotal} ${cost.currency}; list of ${list.items.length} items, ` +
        `estimate partial total ${list.estimate.partialTotal}, ${list.estimate.missing.length} items without a price; ` +
        `${PRICES} prices in the household`,
    );

    const time = async (url: string) => {
      const started = performance.now();
      await request('GET', url);
      return performance.now() - started;
    };
    for (let i = 0; i < 20; i++) await Promise.all([time(costUrl), time('/api/lists/current')]);
    const costMs: number[] = [];
    const listMs: number[] = [];
    // For scale on a busy machine: the expansion alone (which the cost includes) and the health check.
    const expansionMs: number[] = [];
    const healthMs: number[] = [];
    for (let i = 0; i < requests; i++) {
      costMs.push(await time(costUrl));
      listMs.push(await time('/api/lists/current'));
      expansionMs.push(await time(`/api/recipes/${top}/ingredients?servings=6`));
      healthMs.push(await time('/api/health'));
    }

    const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
    console.log(`${engine}, ${requests} requests each, one at a time; load average ${loadavg()[0]!.toFixed(2)}`);
    console.log(`recipe cost:   ${figures(costMs)} (budget p95 ≤ ${BUDGET_MS} ms)`);
    console.log(`list estimate: ${figures(listMs)} (budget p95 ≤ ${BUDGET_MS} ms)`);
    console.log(`(expansion alone: ${figures(expansionMs)}; /api/health: ${figures(healthMs)})`);
    const over = percentile(costMs, 95) > BUDGET_MS || percentile(listMs, 95) > BUDGET_MS;
    if (over) console.log('OVER BUDGET');
    process.exitCode = over ? 1 : 0;
  });
}

await main();
