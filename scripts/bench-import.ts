/**
 * Recipe import speed: `npx tsx scripts/bench-import.ts [runs]`. Builds a 2 MiB page (the largest
 * development page, padded with ordinary markup after its recipe data), serves it from 127.0.0.1, and
 * times the import service end to end (guarded fetch over loopback, HTML parse, extraction, every line
 * parsed) and the extraction alone. Prints the median and the slowest run in milliseconds.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { parseIngredient } from '../src/domain/ingredient-parse.ts';
import { extractRecipe } from '../src/server/modules/recipe-import/extract/extract-recipe.ts';
import { createRecipeImportService } from '../src/server/modules/recipe-import/index.ts';

const TARGET_BYTES = 2 * 1024 * 1024;
const runs = Number(process.argv[2] ?? 30);
const root = resolve(import.meta.dirname, '..');
const block =
  '<div class="card"><a href="/recipes/x"><img src="/x.jpg" alt="x"><span>Another recipe</span></a></div>\n';

/** A development page padded to 2 MiB with ordinary markup before `</body>`. */
function twoMiBPage(fixture: string): string {
  const source = gunzipSync(readFileSync(join(root, 'test-fixtures/import-pages', fixture))).toString('utf8');
  const padding = block.repeat(Math.ceil((TARGET_BYTES - Buffer.byteLength(source)) / block.length));
  return source.replace('</body>', `${padding}</body>`).slice(0, TARGET_BYTES);
}
// JSON-LD (the largest development page) and microdata (festligare: itemprops read while streaming).
const page = twoMiBPage('deliciouslyella.com/deliciouslyella_3.testhtml.gz');
const microdataPage = twoMiBPage('festligare.se/festligare_1.testhtml.gz');

const server = createServer((_req, res) =>
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page),
);
await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/recipe`;
const service = createRecipeImportService({
  allowedHosts: ['127.0.0.1'],
  timeoutMs: 10_000,
  parseLine: parseIngredient,
  suggestionUrl: async () => url,
});

async function time(fn: () => unknown): Promise<number[]> {
  for (let i = 0; i < 3; i++) await fn(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}
const summary = (label: string, t: number[]) =>
  `${label}: median ${t[Math.floor(t.length / 2)].toFixed(1)} ms, slowest ${t[t.length - 1].toFixed(1)} ms`;

const draft = await service.importPage({ url });
const full = await time(() => service.importPage({ url }));
const extractOnly = await time(() => extractRecipe(page, url));
const microdataOnly = await time(() => extractRecipe(microdataPage, url));
server.close();

console.log(
  `page ${(Buffer.byteLength(page) / 1024 / 1024).toFixed(2)} MiB, ${draft.ingredients.length} lines, ${runs} runs`,
);
console.log(summary('import by URL (fetch + extract + parse lines)', full));
console.log(summary('extraction alone, JSON-LD page', extractOnly));
console.log(summary('extraction alone, microdata page', microdataOnly));
