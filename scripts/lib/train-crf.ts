import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, join } from 'node:path';
import type { CrfModel } from '../../src/domain/ingredient-crf.ts';
import { tokenFeatures } from '../../src/domain/ingredient-features.ts';
import { readCrfsuiteModel } from './crfsuite-model.ts';
import { labelRow, lineKey, readLabelledRows, type LabelledLine } from './ingredient-training-data.ts';

/** Training the ingredient CRF, shared by `npm run train:parser` and the cross-source estimate. */

export const trainerDir = (root: string) => join(root, 'node_modules/.cache/crfsuite-trainer');

interface CrfsuiteTrainer {
  append(xseq: string[][], yseq: string[]): void;
  set_params(options: Record<string, string>): void;
  train(file: string): number;
}

/** CRFsuite is a native module needed only here; install and build it outside the app's dependencies. */
function loadCrfsuite(dir: string): { Trainer: new (opts?: { debug?: boolean }) => CrfsuiteTrainer } {
  const requireFromTrainer = createRequire(join(dir, 'package.json'));
  try {
    return requireFromTrainer('crfsuite');
  } catch {
    mkdirSync(dir, { recursive: true });
    if (!existsSync(join(dir, 'package.json')))
      writeFileSync(join(dir, 'package.json'), '{ "name": "crfsuite-trainer", "private": true }\n');
    const npm = (...args: string[]) => execFileSync('npm', args, { cwd: dir, stdio: 'inherit' });
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

export function csvFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return csvFiles(path);
    return name.endsWith('.csv') ? [path] : [];
  });
}

/** The source a CSV holds, as the sample's ids name it: 'bbc', 'cookstr', 'tastecooking', 'allrecipes'. */
export const sourceOf = (file: string) => basename(file).split('-')[0];

export interface TrainingSet {
  lines: LabelledLine[];
  rows: number;
  heldOut: number;
  unaligned: number;
}

/** The aligned training lines of the CSV files, without the evaluation sample's lines and repeats. */
export function trainingLines(files: string[], sampleFile: string): TrainingSet {
  const heldOutKeys = new Set(
    readFileSync(sampleFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => lineKey((JSON.parse(line) as { text: string }).text)),
  );
  const rows = readLabelledRows(files);
  const seen = new Set<string>();
  const lines: LabelledLine[] = [];
  let heldOut = 0;
  let unaligned = 0;
  for (const row of rows) {
    const key = lineKey(row.input);
    if (heldOutKeys.has(key)) {
      heldOut++;
      continue;
    }
    if (seen.has(key)) continue;
    seen.add(key);
    const labelled = labelRow(row);
    if (labelled) lines.push(labelled);
    else unaligned++;
  }
  return { lines, rows: rows.length, heldOut, unaligned };
}

/** Trains with CRFsuite into `binaryModel` and returns the weights the TypeScript tagger reads. */
export function trainCrf(root: string, lines: LabelledLine[], binaryModel: string, minWeight: number): CrfModel {
  const { Trainer } = loadCrfsuite(trainerDir(root));
  const trainer = new Trainer({ debug: false });
  for (const line of lines) trainer.append(tokenFeatures(line.tokens), line.labels);
  trainer.set_params({
    c1: process.env.CRF_C1 ?? '0.1',
    c2: process.env.CRF_C2 ?? '0.01',
    max_iterations: process.env.CRF_ITERATIONS ?? '200',
    'feature.possible_transitions': '1',
  });
  trainer.train(binaryModel);
  return readCrfsuiteModel(readFileSync(binaryModel), minWeight);
}
