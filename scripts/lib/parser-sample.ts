import { readFileSync } from 'node:fs';
import type { ParsedIngredient } from '../../src/domain/ingredient-parse.ts';

/** The evaluation format of ../shared/import-dev/README.md and its scoring rule. */

export interface Amount {
  qty: number | null;
  qtyMax: number | null;
  unit: string | null;
}
export interface SampleLine extends Amount {
  id: string;
  text: string;
  name: string | null;
  amounts: Amount[];
  names: string[];
}

const sameNumber = (a: number | null, b: number | null) =>
  a === null || b === null ? a === b : Math.abs(a - b) < 0.01;
const normalName = (s: string | null) => (s ?? '').toLowerCase().replace(/\s+/g, ' ').trim();

/** Right when qty with qtyMax and unit match an allowed amount, and the name is an allowed name. */
export function isRight(expected: SampleLine, got: ParsedIngredient): { amount: boolean; name: boolean } {
  const amounts = expected.amounts?.length ? expected.amounts : [expected];
  const names = expected.names?.length ? expected.names : [expected.name];
  return {
    amount: amounts.some((a) => sameNumber(a.qty, got.qty) && sameNumber(a.qtyMax, got.qtyMax) && a.unit === got.unit),
    name: names.some((n) => normalName(n) === normalName(got.name)),
  };
}

export const readSample = (file: string): SampleLine[] =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as SampleLine);

/** The source of a sample line: its id's prefix ("bbc:258" → "bbc"). */
export const sampleSource = (line: SampleLine) => line.id?.split(':')[0] ?? 'all';
