/**
 * Scores the ingredient parser on the evaluation sample (never used in training):
 * `npx tsx scripts/eval-parser.ts [file.jsonl] [--errors]`.
 * A line is right when its qty with qtyMax and canonical unit match one of the line's allowed amounts and
 * its name (lowercase, spaces collapsed) is one of the allowed names (../shared/import-dev/README.md).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseIngredient, type ParsedIngredient } from '../src/domain/ingredient-parse.ts';

interface Amount {
  qty: number | null;
  qtyMax: number | null;
  unit: string | null;
}
interface SampleLine extends Amount {
  id: string;
  text: string;
  name: string | null;
  amounts: Amount[];
  names: string[];
}

const root = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const file =
  args.find((a) => !a.startsWith('--')) ??
  join(resolve(process.env.INGREDIENT_DATA_DIR ?? join(root, '../shared/import-dev')), 'strangetom-sample.jsonl');
const showErrors = args.includes('--errors');

const sameNumber = (a: number | null, b: number | null) =>
  a === null || b === null ? a === b : Math.abs(a - b) < 0.01;
const normalName = (s: string | null) => (s ?? '').toLowerCase().replace(/\s+/g, ' ').trim();

export function isRight(expected: SampleLine, got: ParsedIngredient): { amount: boolean; name: boolean } {
  const amounts = expected.amounts?.length ? expected.amounts : [expected];
  const names = expected.names?.length ? expected.names : [expected.name];
  return {
    amount: amounts.some((a) => sameNumber(a.qty, got.qty) && sameNumber(a.qtyMax, got.qtyMax) && a.unit === got.unit),
    name: names.some((n) => normalName(n) === normalName(got.name)),
  };
}

const lines = readFileSync(file, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => JSON.parse(l) as SampleLine);
let right = 0;
let amountRight = 0;
let nameRight = 0;
const bySet = new Map<string, { n: number; right: number }>();
for (const line of lines) {
  const got = parseIngredient(line.text);
  const r = isRight(line, got);
  const set = line.id?.split(':')[0] ?? 'all';
  const s = bySet.get(set) ?? { n: 0, right: 0 };
  bySet.set(set, s);
  s.n++;
  if (r.amount) amountRight++;
  if (r.name) nameRight++;
  if (r.amount && r.name) {
    right++;
    s.right++;
  } else if (showErrors) {
    const { qty, qtyMax, unit, name } = got;
    console.log(
      `${r.amount ? '   ' : 'AMT'} ${r.name ? '    ' : 'NAME'} ${line.text}\n    got ${JSON.stringify({ qty, qtyMax, unit, name })}` +
        `\n    want ${JSON.stringify({ amounts: line.amounts, names: line.names })}`,
    );
  }
}
const pct = (n: number, d: number) => `${((100 * n) / d).toFixed(1)}%`;
console.log(
  `${lines.length} lines: ${pct(right, lines.length)} fully right (${right}); amount ${pct(amountRight, lines.length)}, name ${pct(nameRight, lines.length)}`,
);
for (const [set, s] of bySet) console.log(`  ${set}: ${pct(s.right, s.n)} of ${s.n}`);
