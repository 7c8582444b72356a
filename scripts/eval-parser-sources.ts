/**
 * The cross-source estimate: for each source of the training data, a model trained on the other sources
 * is scored on that source's lines of the evaluation sample (the README's rule) and on that source's own
 * training lines (per field, token by token). `npx tsx scripts/eval-parser-sources.ts [--train]`:
 * `--train` retrains the four models (one after the other, 1-3 minutes each) into node_modules/.cache;
 * without it the cached models are scored again (enough when only the rules on top of the tagger change).
 * `--tag NAME` keeps a set of models apart from the others (to compare a change with what was before).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { viterbi, type CrfModel } from '../src/domain/ingredient-crf.ts';
import { tokenFeatures } from '../src/domain/ingredient-features.ts';
import { parseIngredientWith } from '../src/domain/ingredient-parse.ts';
import { isRight, readSample, sampleSource } from './lib/parser-sample.ts';
import { csvFiles, sourceOf, trainCrf, trainerDir, trainingLines } from './lib/train-crf.ts';

const root = resolve(import.meta.dirname, '..');
const dataDir = resolve(process.env.INGREDIENT_DATA_DIR ?? join(root, '../shared/import-dev'));
const sampleFile = join(dataDir, 'strangetom-sample.jsonl');
const files = csvFiles(join(dataDir, 'ingredient-parser'));
const args = process.argv.slice(2);
const retrain = args.includes('--train');
const tag = args.includes('--tag') ? `.${args[args.indexOf('--tag') + 1]}` : '';
const FIELDS = ['QTY', 'UNIT', 'SIZE', 'PREP', 'COMMENT', 'NAME'];
const pct = (n: number, d: number) => `${((100 * n) / Math.max(d, 1)).toFixed(1)}%`;

const sample = readSample(sampleFile);
let allRight = 0;
let allLines = 0;
for (const source of files.map(sourceOf)) {
  const cached = join(trainerDir(root), `without-${source}${tag}.json`);
  const started = Date.now();
  let model: CrfModel;
  if (!retrain && !existsSync(cached)) {
    console.log(`${source}: no model trained without it yet (--train)`);
    continue;
  }
  if (retrain) {
    const others = files.filter((f) => sourceOf(f) !== source);
    const set = trainingLines(others, sampleFile);
    model = trainCrf(root, set.lines, join(trainerDir(root), `without-${source}${tag}.crfsuite`), 0.05);
    writeFileSync(cached, JSON.stringify(model));
  } else model = JSON.parse(readFileSync(cached, 'utf8')) as CrfModel;
  const seconds = (Date.now() - started) / 1000;

  const lines = sample.filter((l) => sampleSource(l) === source);
  let right = 0;
  let amount = 0;
  let name = 0;
  for (const line of lines) {
    const r = isRight(line, parseIngredientWith(model, line.text));
    if (r.amount) amount++;
    if (r.name) name++;
    if (r.amount && r.name) right++;
  }
  allRight += right;
  allLines += lines.length;

  // Token by token on the left-out source's own aligned lines: F1 per field, and lines with every tag right.
  const own = trainingLines(
    files.filter((f) => sourceOf(f) === source),
    sampleFile,
  ).lines;
  const tp = new Map<string, number>();
  const fp = new Map<string, number>();
  const fn = new Map<string, number>();
  const add = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);
  let linesRight = 0;
  for (const line of own) {
    const got = viterbi(model, tokenFeatures(line.tokens));
    let ok = true;
    got.forEach((g, i) => {
      const want = line.labels[i];
      if (g === want) add(tp, g);
      else {
        ok = false;
        add(fp, g);
        add(fn, want);
      }
    });
    if (ok) linesRight++;
  }
  const f1 = (k: string) => {
    const t = tp.get(k) ?? 0;
    return ((200 * t) / Math.max(2 * t + (fp.get(k) ?? 0) + (fn.get(k) ?? 0), 1)).toFixed(1);
  };
  console.log(
    `${source}: sample ${pct(right, lines.length)} of ${lines.length} (amount ${pct(amount, lines.length)}, ` +
      `name ${pct(name, lines.length)}); own ${own.length} lines: all tags right ${pct(linesRight, own.length)}, ` +
      `F1 ${FIELDS.map((k) => `${k} ${f1(k)}`).join(', ')}${retrain ? `; trained in ${seconds.toFixed(0)} s` : ''}`,
  );
}
console.log(`all left-out sample lines: ${pct(allRight, allLines)} of ${allLines}`);
