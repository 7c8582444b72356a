/**
 * A recipe's nutrition, cached and uncached (docs/api/know.md, "Components and limits"):
 *
 *   npx tsx scripts/bench-nutrition.ts [--requests 300]                     (PGlite in memory)
 *   node scripts/with-postgres.mjs npx tsx scripts/bench-nutrition.ts     (PostgreSQL)
 *
 * Builds, through the API, a recipe of 200 expanded lines nested 5 levels deep (40 lines of its own and a
 * sub-recipe, which has 32 and a sub-recipe, … down to the fifth level's 32), every line one of the demo
 * catalogue's. Then asks GET /api/recipes/{id}/nutrition through the real app (app.inject: the token's
 * lookup, the route, the reply's serialisation):
 *   - cached: the same request again and again;
 *   - uncached: each request right after an admin food-match change (not timed), which drops every kept
 *     nutrition on every instance, so the answer is computed again (the expansion, the matches, the
 *     comments, 200 lines weighed);
 *   - the first answer of the process is also printed (the food table's word index and the ranking memo
 *     are built then).
 * Budget: p95 ≤ 20 ms cached, ≤ 100 ms uncached. Exits 1 over budget.
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { DEMO_DISHES } from '../src/server/db/seed/catalogue.ts';
import { recipePayload } from '../src/server/test/factories.ts';
import { figures, percentile, withBenchApp } from './lib/inject-bench.ts';

const { values } = parseArgs({ options: { requests: { type: 'string', default: '300' } } });
const requests = Number(values.requests);
const BUDGET = { cached: 20, uncached: 100 };

async function main() {
  await withBenchApp(async ({ app, admin, user }) => {
    const lines = [...new Map(DEMO_DISHES.flatMap((d) => d.ingredients).map(([text, name]) => [text, name]))];
    if (lines.length < 200) throw new Error(`only ${lines.length} distinct demo lines`);
    let next = 0;
    const take = (n: number) => lines.slice(next, (next += n)).map(([text, name]) => ({ text, name }));
    const add = async (name: string, ingredients: object[]): Promise<number> => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/recipes/add-recipe',
        headers: admin.auth,
        payload: recipePayload({ details: { name, servings: 4 }, ingredients: ingredients as never }),
      });
      if (res.statusCode !== 201) throw new Error(`add ${name}: ${res.statusCode} ${res.body}`);
      return res.json().id;
    };
    // Level 5 first: 32 lines; each level above has 32 (the top 40) and one line including the level below.
    let below = await add('Level 5', take(32));
    for (let level = 4; level >= 0; level--)
      below = await add(`Level ${level}`, [
        ...take(level === 0 ? 40 : 32),
        { recipeId: below, qty: 1, measurement: 'batch' },
      ]);
    const top = below;

    const url = `/api/recipes/${top}/nutrition`;
    const timed = async () => {
      const started = performance.now();
      const res = await app.inject({ method: 'GET', url, headers: user.auth });
      const ms = performance.now() - started;
      if (res.statusCode !== 200) throw new Error(`GET ${url}: ${res.statusCode} ${res.body}`);
      return { ms, body: res.json() as { lineCount: number; counted: number; perServing: { kcal: number } } };
    };
    const first = await timed();
    if (first.body.lineCount !== 200) throw new Error(`expected 200 expanded lines, got ${first.body.lineCount}`);
    console.log(
      `recipe ${top}: ${first.body.lineCount} lines over 6 recipes (5 levels), ${first.body.counted} counted, ` +
        `${first.body.perServing.kcal} kcal per serving; first answer of the process ${first.ms.toFixed(1)} ms`,
    );

    const cached: number[] = [];
    for (let i = 0; i < 20; i++) await timed();
    for (let i = 0; i < requests; i++) cached.push((await timed()).ms);

    const uncached: number[] = [];
    for (let i = 0; i < requests; i++) {
      const change = await app.inject({
        method: 'PUT',
        url: '/api/admin/food-matches',
        headers: admin.auth,
        payload: { name: 'bench only', foodId: i % 2 ? 1001 : 1009 },
      });
      if (change.statusCode !== 200) throw new Error(`food match: ${change.statusCode} ${change.body}`);
      uncached.push((await timed()).ms);
    }

    const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
    console.log(`${engine}, ${requests} requests each, one at a time; load average ${loadavg()[0]!.toFixed(2)}`);
    console.log(`cached:   ${figures(cached)} (budget p95 ≤ ${BUDGET.cached} ms)`);
    console.log(`uncached: ${figures(uncached)} (budget p95 ≤ ${BUDGET.uncached} ms)`);
    const over = percentile(cached, 95) > BUDGET.cached || percentile(uncached, 95) > BUDGET.uncached;
    if (over) console.log('OVER BUDGET');
    process.exitCode = over ? 1 : 0;
  });
}

await main();
