import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { extractRecipe } from '../src/server/modules/recipe-import/extract/extract-recipe.ts';
const root = process.argv[2];
let n = 0, ok = 0, img = 0, time = 0, yields = 0, none = 0;
for (const host of readdirSync(root)) {
  if (host === 'LICENSE') continue;
  for (const f of readdirSync(join(root, host)).filter((f) => f.endsWith('.testhtml'))) {
    const exp = JSON.parse(readFileSync(join(root, host, f.replace('.testhtml', '.json')), 'utf8'));
    const html = readFileSync(join(root, host, f), 'utf8');
    const t0 = performance.now();
    const r = extractRecipe(html, exp.canonical_url ?? `https://${host}/`);
    const ms = performance.now() - t0;
    n++;
    if (!r) { none++; console.log('NONE', host, f); continue; }
    const titleOk = r.name === exp.title;
    const linesOk = JSON.stringify(r.ingredients) === JSON.stringify(exp.ingredients);
    if (titleOk && linesOk) ok++; else console.log('BAD', host, f, titleOk ? '' : `title ${r.name} | ${exp.title}`, linesOk ? '' : `\n  got ${JSON.stringify(r.ingredients).slice(0,600)}\n  exp ${JSON.stringify(exp.ingredients).slice(0,600)}`);
    if (r.img === exp.image) img++; else console.log('IMG', f, r.img, exp.image);
    if (r.totalTime === (exp.total_time ?? null)) time++; else console.log('TIME', f, r.totalTime, exp.total_time);
    const ey = exp.yields ? Number(/\d+/.exec(exp.yields)?.[0]) : null;
    if (r.servings === ey) yields++; else console.log('YIELD', f, r.servings, exp.yields);
    if (ms > 100) console.log('SLOW', f, ms.toFixed(0));
  }
}
console.log({ n, ok, none, img, time, yields });
