// Prints the JavaScript a first visit downloads, as docs/performance.md measures it: the entry script of the built
// index.html plus every chunk it modulepreloads, each gzip-compressed (level 9) and brotli-compressed
// (quality 11, as vite.config.ts precompresses them). Budget (docs/performance.md): 100 KB gzip.
//
//   npm run build:web && node scripts/measure-initial-js.mjs        (WEB_DIST=dist/web by default)
//
// Exits 1 when the gzip total is over the budget, when a first screen's preloaded chunks (the route table
// of scripts/vite-route-preload.ts) hold zod (it loads with the forms that need it), or when an initial
// chunk lacks the compile hint (scripts/vite-compile-hints.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const BUDGET_KB = 100;
const dist = process.env.WEB_DIST ?? 'dist/web';
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = [...html.matchAll(/<script[^>]+type="module"[^>]+src="\/([^"]+\.js)"/g)].map((m) => m[1]);
const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g)].map((m) => m[1]);
const files = [...new Set([...entry, ...preloads])];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

let raw = 0;
let gzip = 0;
let brotli = 0;
console.log(`${'raw'.padStart(10)} ${'gzip'.padStart(10)} ${'brotli'.padStart(10)}  file`);
for (const file of files) {
  const bytes = readFileSync(join(dist, file));
  const gz = gzipSync(bytes, { level: 9 }).length;
  const br = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  raw += bytes.length;
  gzip += gz;
  brotli += br;
  console.log(`${kb(bytes.length).padStart(10)} ${kb(gz).padStart(10)} ${kb(br).padStart(10)}  ${file}`);
}
console.log(`${kb(raw).padStart(10)} ${kb(gzip).padStart(10)} ${kb(brotli).padStart(10)}  initial JavaScript`);
console.log(`initial JavaScript: ${kb(gzip)} gzip (budget ${BUDGET_KB} KB), ${kb(brotli)} brotli`);

const table = html.match(/var t=(.*?),p=location\.pathname/);
const routes = table ? JSON.parse(table[1]) : [];
// A row: [pattern, [js, css] always, [js, css] with a session, [js, css] without one].
const firstLoadJs = (row) => row.slice(1).flatMap(([js]) => js);
const zodOn = routes.filter((row) =>
  firstLoadJs(row).some((f) => readFileSync(join(dist, f.replace(/^\//, ''))).includes('_zod')),
);
for (const [pattern] of zodOn) console.log(`zod in the first load of ${pattern}: YES (it belongs with the forms)`);
if (routes.length === 0) console.log('route preload table: MISSING');
const unhinted = files.filter((f) => !readFileSync(join(dist, f), 'utf8').startsWith('//# allFunctionsCalledOnLoad'));
for (const file of unhinted) console.log(`no compile hint: ${file}`);
process.exit(gzip > BUDGET_KB * 1024 || zodOn.length > 0 || routes.length === 0 || unhinted.length > 0 ? 1 : 0);
