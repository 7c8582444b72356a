/**
 * Bringing recipes in: `npx tsx scripts/bench-bring-in.ts [part…]`, one function per part, all parts when
 * none is named. Figures go to docs/performance.md, "Bringing recipes in", with the machine's load.
 * - `bulk`: 500 loopback links through POST /api/recipes/import/bulk, and other requests' p99 meanwhile
 *   (lib/bench-bulk.ts; BULK_LINKS, BULK_HOSTS, BULK_ENGINE=pglite).
 * - `paste`: a 200-line plain-text recipe (and the same as HTML) read into a draft (lib/bench-paste.ts; PASTE_RUNS).
 * - `ocr`: seconds per printed 1200×900 card after the first, and the OCR worker's memory (lib/bench-ocr.ts).
 */
import { loadavg } from 'node:os';
import { benchBulk } from './lib/bench-bulk.ts';
import { benchOcr, formatOcrFigures } from './lib/bench-ocr.ts';
import { benchPaste } from './lib/bench-paste.ts';

const parts: Record<string, () => Promise<string>> = {
  paste: () => benchPaste(Number(process.env.PASTE_RUNS ?? 30)),
  ocr: async () => formatOcrFigures(await benchOcr(Number(process.env.OCR_CARDS ?? 10))),
  bulk: () =>
    benchBulk(Number(process.env.BULK_LINKS ?? 500), Number(process.env.BULK_HOSTS ?? 4), process.env.BULK_ENGINE),
};

const asked = process.argv.slice(2);
for (const name of asked.length ? asked : Object.keys(parts)) {
  const part = parts[name];
  if (!part) throw new Error(`No part '${name}': ${Object.keys(parts).join(', ')}`);
  console.log(await part());
}
console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}, Node ${process.version}`,
);
