// Measures the JavaScript a first visit downloads: the entry script of dist/web/index.html plus every
// chunk it preloads, gzip-compressed (level 9, as a server would send it). Usage: node scripts/measure-web-bundle.mjs
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.env.WEB_DIST ?? 'dist/web';
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

let total = 0;
for (const file of initial) {
  const size = gz(file);
  total += size;
  console.log(`${kb(size).padStart(10)}  ${file}`);
}
console.log(`${kb(total).padStart(10)}  initial JavaScript, gzip (budget 170 KB)`);

const mapChunks = readdirSync(join(dist, 'assets')).filter((f) => /^map-page.*\.js$/.test(f));
for (const file of mapChunks) console.log(`${kb(gz(`assets/${file}`)).padStart(10)}  ${file} (loaded only on /map)`);
const leafletInInitial = initial.some((file) => readFileSync(join(dist, file), 'utf8').includes('leaflet-container'));
console.log(`Leaflet in the initial JavaScript: ${leafletInInitial ? 'YES (budget broken)' : 'no'}`);
process.exit(total > 170 * 1024 || leafletInInitial ? 1 : 0);
