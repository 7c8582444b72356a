/**
 * Scores the ingredient parser on the evaluation sample (never used in training):
 * `npx tsx scripts/eval-parser.ts [file.jsonl] [--errors]`.
 * A line is right when its qty with qtyMax and canonical unit match one of the line's allowed amounts and
 * its name (lowercase, spaces collapsed) is one of the allowed names (../shared/import-dev/README.md).
 * Two figures: (a) as labelled, where a name keeps its alternatives whole ("olive or vegetable oil"), and
 * (b) under the product's convention, one food per line, each allowed name with alternatives turned into
 * its first food by scripts/lib/one-food-label.ts ("olive oil"). `--errors` lists the misses under (b).
 */
import { join, resolve } from 'node:path';
import { parseIngredient } from '../src/domain/ingredient-parse.ts';
import { oneFoodOf } from './lib/one-food-label.ts';
import { isRight, readSample, sampleSource, type SampleLine } from './lib/parser-sample.ts';

const root = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const file =
  args.find((a) => !a.startsWith('--')) ??
  join(resolve(process.env.INGREDIENT_DATA_DIR ?? join(root, '../shared/import-dev')), 'strangetom-sample.jsonl');
const showErrors = args.includes('--errors');

const lines = readSample(file);
/** The line with each allowed name under the product's convention. */
const oneFood = (line: SampleLine): SampleLine => {
  const names = line.names?.length ? line.names : [line.name ?? ''];
  return { ...line, names: [...new Set(names.map((n) => oneFoodOf(n, line.text)))] };
};
const score = { labelled: 0, product: 0, amount: 0, nameLabelled: 0, nameProduct: 0, alternatives: 0 };
const bySet = new Map<string, { n: number; labelled: number; product: number }>();
for (const line of lines) {
  const got = parseIngredient(line.text);
  const product = oneFood(line);
  const a = isRight(line, got);
  const b = isRight(product, got);
  const set = sampleSource(line);
  const s = bySet.get(set) ?? { n: 0, labelled: 0, product: 0 };
  bySet.set(set, s);
  s.n++;
  if (product.names.some((n) => !line.names?.includes(n) && n !== line.name)) score.alternatives++;
  if (a.amount) score.amount++;
  if (a.name) score.nameLabelled++;
  if (b.name) score.nameProduct++;
  if (a.amount && a.name) {
    score.labelled++;
    s.labelled++;
  }
  if (b.amount && b.name) {
    score.product++;
    s.product++;
  } else if (showErrors) {
    const { qty, qtyMax, unit, name } = got;
    console.log(
      `${b.amount ? '   ' : 'AMT'} ${b.name ? '    ' : 'NAME'} ${line.text}\n    got ${JSON.stringify({ qty, qtyMax, unit, name })}` +
        `\n    want ${JSON.stringify({ amounts: line.amounts, names: product.names })}`,
    );
  }
}
const n = lines.length;
const pct = (k: number, d: number) => `${((100 * k) / d).toFixed(1)}%`;
console.log(
  `${n} lines, amount ${pct(score.amount, n)} right; ${score.alternatives} labels hold alternatives\n` +
    `(a) as labelled:          ${pct(score.labelled, n)} fully right (${score.labelled}), name ${pct(score.nameLabelled, n)}\n` +
    `(b) one food (product):   ${pct(score.product, n)} fully right (${score.product}), name ${pct(score.nameProduct, n)}`,
);
for (const [set, s] of bySet)
  console.log(`  ${set}: (a) ${pct(s.labelled, s.n)}, (b) ${pct(s.product, s.n)} of ${s.n}`);
