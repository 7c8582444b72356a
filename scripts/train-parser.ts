/**
 * Trains the ingredient-line CRF end to end: `npm run train:parser`.
 * Reads the labelled CSVs in ../shared/import-dev/ingredient-parser (or INGREDIENT_DATA_DIR), leaves out
 * every line of the evaluation sample, trains with CRFsuite (npm `crfsuite`, installed on demand into
 * node_modules/.cache so that the app never needs a compiler) and writes src/domain/ingredient-model.json.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { tokenFeatures } from '../src/domain/ingredient-features.ts';
import { readCrfsuiteModel } from './lib/crfsuite-model.ts';
import { labelRow, lineKey, readLabelledRows, type LabelledLine } from './lib/ingredient-training-data.ts';

const root = resolve(import.meta.dirname, '..');
const dataDir = resolve(process.env.INGREDIENT_DATA_DIR ?? join(root, '../shared/import-dev'));
const sampleFile = join(dataDir, 'strangetom-sample.jsonl');
const modelOut = join(root, 'src/domain/ingredient-model.json');
const trainerDir = join(root, 'node_modules/.cache/crfsuite-trainer');
const binaryModel = join(trainerDir, 'ingredients.crfsuite');
const MIN_WEIGHT = Number(process.env.CRF_MIN_WEIGHT ?? 0.05);

interface CrfsuiteTrainer {
  append(xseq: string[][], yseq: string[]): void;
  set_params(options: Record<string, string>): void;
  train(file: string): number;
}

/** CRFsuite is a native module needed only here; install and build it outside the app's dependencies. */
function loadCrfsuite(): { Trainer: new (opts?: { debug?: boolean }) => CrfsuiteTrainer } {
  const requireFromTrainer = createRequire(join(trainerDir, 'package.json'));
  try {
    return requireFromTrainer('crfsuite');
  } catch {
    mkdirSync(trainerDir, { recursive: true });
    if (!existsSync(join(trainerDir, 'package.json')))
      writeFileSync(join(trainerDir, 'package.json'), '{ "name": "crfsuite-trainer", "private": true }\n');
    const npm = (...args: string[]) => execFileSync('npm', args, { cwd: trainerDir, stdio: 'inherit' });
    npm('install', '--no-save', '--no-package-lock', '--no-audit', '--no-fund', 'crfsuite@1.0.1');
    try {
      return requireFromTrainer('crfsuite');
    } catch {
      // npm 11 skips dependencies' install scripts; build the native module here (no prebuilt download).
      npm('rebuild', 'crfsuite', '--ignore-scripts=false', '--foreground-scripts', '--build-from-source');
      return requireFromTrainer('crfsuite');
    }
  }
}

function csvFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return csvFiles(path);
    return name.endsWith('.csv') ? [path] : [];
  });
}

const started = Date.now();
const heldOut = new Set(
  readFileSync(sampleFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => lineKey((JSON.parse(line) as { text: string }).text)),
);
const rows = readLabelledRows(csvFiles(join(dataDir, 'ingredient-parser')));
const seen = new Set<string>();
const lines: LabelledLine[] = [];
let skippedHeldOut = 0;
let skippedUnaligned = 0;
for (const row of rows) {
  const key = lineKey(row.input);
  if (heldOut.has(key)) {
    skippedHeldOut++;
    continue;
  }
  if (seen.has(key)) continue;
  seen.add(key);
  const labelled = labelRow(row);
  if (labelled) lines.push(labelled);
  else skippedUnaligned++;
}
console.log(
  `${rows.length} labelled rows: ${lines.length} for training, ${skippedHeldOut} left out as evaluation lines, ` +
    `${skippedUnaligned} not aligned, ${rows.length - lines.length - skippedHeldOut - skippedUnaligned} duplicates`,
);

const { Trainer } = loadCrfsuite();
const trainer = new Trainer({ debug: false });
for (const line of lines) trainer.append(tokenFeatures(line.tokens), line.labels);
trainer.set_params({
  c1: process.env.CRF_C1 ?? '0.1',
  c2: process.env.CRF_C2 ?? '0.01',
  max_iterations: process.env.CRF_ITERATIONS ?? '200',
  'feature.possible_transitions': '1',
});
const trainStarted = Date.now();
trainer.train(binaryModel);
const trainSeconds = (Date.now() - trainStarted) / 1000;

const model = readCrfsuiteModel(readFileSync(binaryModel), MIN_WEIGHT);
const json = JSON.stringify(model);
writeFileSync(modelOut, `${json}\n`);
console.log(
  `trained in ${trainSeconds.toFixed(0)} s (all ${((Date.now() - started) / 1000).toFixed(0)} s); ` +
    `${Object.keys(model.attributes).length} attributes kept; ${(json.length / 1024).toFixed(0)} KiB → ${modelOut}`,
);
