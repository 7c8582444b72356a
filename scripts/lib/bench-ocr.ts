/**
 * The `ocr` part of scripts/bench-bring-in.ts: seconds per printed 1200×900 card through the photo import's
 * own pieces (sharp normalisation, the one reused tesseract.js worker, the plain-text reader), after a first
 * card that starts the worker; and the memory the worker costs: the process's resident size before the
 * worker starts, and its peak (sampled every 20 ms) while the cards are read. tesseract.js runs its wasm in
 * a worker thread of this process, so the growth of this process's RSS is the worker's memory.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createOcrWorker } from '../../src/server/modules/recipe-import/file/ocr-worker.ts';
import { pictureForOcr } from '../../src/server/modules/recipe-import/file/picture.ts';
import { readRecipeText } from '../../src/server/modules/recipe-import/text/read-text.ts';

const fixtures = resolve(import.meta.dirname, '../../src/server/modules/recipe-import/file/fixtures');
const CARDS = ['soup-card.jpg', 'soup-card.png', 'soup-card.webp', 'soup-card-turned.jpg', 'pancakes-card.jpg'];
const MB = 1024 * 1024;

export interface OcrFigures {
  firstCardSeconds: number;
  medianSeconds: number;
  slowestSeconds: number;
  cards: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  workerMb: number;
}

/** Reads `runs` cards (cycling through the fixtures) after one first card. */
export async function benchOcr(runs = 10): Promise<OcrFigures> {
  const bytes = CARDS.map((name) => readFileSync(join(fixtures, name)));
  const ocr = createOcrWorker();
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
  }, 20);
  const readCard = async (picture: Buffer) => {
    const started = performance.now();
    const text = await ocr.recognize(() => pictureForOcr(picture, picture[0] === 0x89 ? 'png' : 'jpeg'));
    await readRecipeText({ text, format: 'text' });
    return (performance.now() - started) / 1000;
  };
  try {
    const firstCardSeconds = await readCard(bytes[0]);
    const times: number[] = [];
    for (let i = 0; i < runs; i++) times.push(await readCard(bytes[i % bytes.length]));
    times.sort((a, b) => a - b);
    return {
      firstCardSeconds,
      medianSeconds: times[Math.floor(times.length / 2)],
      slowestSeconds: times.at(-1)!,
      cards: runs,
      rssBeforeMb: rssBefore / MB,
      rssPeakMb: rssPeak / MB,
      workerMb: (rssPeak - rssBefore) / MB,
    };
  } finally {
    clearInterval(sampler);
    await ocr.close();
  }
}

/** One line per figure, with the budgets of ../shared/api/bring-in.md. */
export function formatOcrFigures(f: OcrFigures): string {
  const s = (n: number) => n.toFixed(2);
  return [
    `ocr: first card ${s(f.firstCardSeconds)} s (starts the worker)`,
    `ocr: ${f.cards} cards after it, median ${s(f.medianSeconds)} s, slowest ${s(f.slowestSeconds)} s per card (budget ≤ 5 s)`,
    `ocr: RSS ${f.rssBeforeMb.toFixed(0)} MB before the worker, peak ${f.rssPeakMb.toFixed(0)} MB: the worker ${f.workerMb.toFixed(0)} MB (budget ≤ 300 MB)`,
  ].join('\n');
}
