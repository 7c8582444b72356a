/**
 * Trains the ingredient-line CRF end to end: `npm run train:parser`.
 * Reads the labelled CSVs in ../shared/import-dev/ingredient-parser (or INGREDIENT_DATA_DIR), leaves out
 * every line of the evaluation sample, trains with CRFsuite (npm `crfsuite`, installed on demand into
 * node_modules/.cache so that the app never needs a compiler) and writes src/domain/ingredient-model.json.
 */
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { csvFiles, trainCrf, trainerDir, trainingLines } from './lib/train-crf.ts';

const root = resolve(import.meta.dirname, '..');
const dataDir = resolve(process.env.INGREDIENT_DATA_DIR ?? join(root, '../shared/import-dev'));
const modelOut = join(root, 'src/domain/ingredient-model.json');
const MIN_WEIGHT = Number(process.env.CRF_MIN_WEIGHT ?? 0.05);

const started = Date.now();
const set = trainingLines(csvFiles(join(dataDir, 'ingredient-parser')), join(dataDir, 'strangetom-sample.jsonl'));
console.log(
  `${set.rows} labelled rows: ${set.lines.length} for training, ${set.heldOut} left out as evaluation lines, ` +
    `${set.unaligned} not aligned, ${set.rows - set.lines.length - set.heldOut - set.unaligned} duplicates`,
);
const trainStarted = Date.now();
const model = trainCrf(root, set.lines, join(trainerDir(root), 'ingredients.crfsuite'), MIN_WEIGHT);
const trainSeconds = (Date.now() - trainStarted) / 1000;
const json = JSON.stringify(model);
writeFileSync(modelOut, `${json}\n`);
console.log(
  `trained in ${trainSeconds.toFixed(0)} s (all ${((Date.now() - started) / 1000).toFixed(0)} s); ` +
    `${Object.keys(model.attributes).length} attributes kept; ${(json.length / 1024).toFixed(0)} KiB → ${modelOut}`,
);
