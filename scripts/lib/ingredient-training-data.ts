import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { tokenize, WORD_AMOUNTS, type Token } from '../../src/domain/ingredient-tokens.ts';
import { knownUnit } from '../../src/domain/quantity/units.ts';
import { singular } from '../../src/domain/words.ts';

/**
 * Turns strangetom/ingredient-parser's labelled CSV rows into token label sequences for our tokenizer.
 * The CSV gives each field as space-joined tokens after that library's preprocessing (punctuation dropped,
 * some words singularised, fractions as `#1$2`), so each of our tokens is matched back to a field.
 */

export const LABELS = ['QTY', 'UNIT', 'SIZE', 'PREP', 'COMMENT', 'PURPOSE', 'NAME', 'PUNC', 'OTHER'] as const;
export type Label = (typeof LABELS)[number];

const FIELDS: [string, Label][] = [
  ['quantity', 'QTY'],
  ['unit', 'UNIT'],
  ['size', 'SIZE'],
  ['preparation', 'PREP'],
  ['comment', 'COMMENT'],
  ['purpose', 'PURPOSE'],
  ['name', 'NAME'],
];

export interface LabelledLine {
  text: string;
  tokens: Token[];
  labels: Label[];
}

const num = (v: number) => `n:${Number(v.toFixed(3))}`;

/** A CSV field token as a comparable key: '#1$2' → 'n:0.5', '1-2' → 'r:1-2', words lowercase. */
function fieldKey(token: string): string {
  const value = (s: string) => {
    const m = /^(\d*)#(\d+)\$(\d+)$/.exec(s);
    if (m) return Number(m[1] || 0) + Number(m[2]) / Number(m[3]);
    return /^(\d+(\.\d+)?|\.\d+)$/.test(s) ? Number(s) : undefined;
  };
  const range = /^([\d#$.]+)-([\d#$.]+)$/.exec(token);
  if (range) {
    const [lo, hi] = [value(range[1]), value(range[2])];
    if (lo !== undefined && hi !== undefined) return `r:${Number(lo.toFixed(3))}-${Number(hi.toFixed(3))}`;
  }
  const v = value(token);
  return v === undefined ? token.toLowerCase() : num(v);
}

function tokenKeys(token: Token): string[] {
  if (token.kind === 'num') return [num(token.value!)];
  if (token.kind === 'range') return [`r:${Number(token.value!.toFixed(3))}-${Number(token.valueMax!.toFixed(3))}`];
  const w = token.text.toLowerCase().replace(/\.$/, '');
  const keys = [w];
  if (w in WORD_AMOUNTS) keys.push(num(WORD_AMOUNTS[w]));
  return keys;
}

function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  if (a.startsWith('n:') || a.startsWith('r:') || b.startsWith('n:') || b.startsWith('r:')) return false;
  if (singular(a) === singular(b)) return true;
  const ua = knownUnit(a);
  if (ua !== undefined && ua === knownUnit(b)) return true;
  // Lemmas the library wrote for a plural: 'leaves' → 'leaf', 'tomatoes' → 'tomato'.
  let p = 0;
  while (p < a.length && p < b.length && a[p] === b[p]) p++;
  return p >= 3 && Math.min(a.length, b.length) - p <= 1 && Math.abs(a.length - b.length) <= 2;
}

const isPunct = (t: Token) => t.kind === 'punct';
const bare = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/**
 * The keys of one field token. "2x" ("2 x 400g cans") is the amount and the times sign; quotes around a
 * word ("‘00’") are our punctuation tokens; a token of punctuation only ("™", "--") is ours too.
 */
function fieldKeys(token: string): string[] {
  const times = /^([\d#$.-]+)x$/.exec(token);
  if (times) return [fieldKey(times[1]), 'x'];
  const word = token.replace(/^[‘’'“”"]+|[‘’'“”"]+$/g, '');
  return bare(word) === '' ? [] : [fieldKey(word)];
}

/**
 * Field tokens our tokenizer splits ("e.g." → "e.", "g."; "93%-lean"; "Grands!®"): an unused key whose
 * letters and digits are those of 2-4 consecutive unmatched tokens labels them.
 */
function matchSpans(tokens: Token[], labels: Label[], fields: { label: Label; keys: string[]; used: boolean[] }[]) {
  for (const field of fields) {
    field.keys.forEach((key, k) => {
      if (field.used[k] || key.startsWith('n:') || key.startsWith('r:')) return;
      const want = bare(key);
      for (let a = 0; a < tokens.length && !field.used[k]; a++) {
        if (labels[a] !== 'OTHER') continue;
        let joined = '';
        for (let b = a; b < tokens.length && b < a + 6; b++) {
          if (labels[b] !== 'OTHER' && labels[b] !== 'PUNC') break;
          joined += bare(tokens[b].text);
          if (joined === want && b > a) {
            for (let i = a; i <= b; i++) if (labels[i] === 'OTHER') labels[i] = field.label;
            field.used[k] = true;
            break;
          }
          if (!want.startsWith(joined)) break;
        }
      }
    });
  }
}

/** Labels one CSV row; undefined when our tokens cannot be matched to its fields well enough to learn from. */
export function labelRow(row: Record<string, string>): LabelledLine | undefined {
  const text = row.input;
  const tokens = tokenize(text);
  const fields = FIELDS.map(([column, label]) => ({
    label,
    keys: (row[column] ?? '').split(/\s+/).flatMap(fieldKeys),
    used: [] as boolean[],
    next: 0,
  }));
  const labels: Label[] = [];
  let previous: Label | undefined;
  let unmatched = 0;
  for (const token of tokens) {
    if (isPunct(token)) {
      labels.push('PUNC');
      continue;
    }
    const keys = tokenKeys(token);
    let best: { field: (typeof fields)[number]; index: number; score: number } | undefined;
    for (const field of fields) {
      for (let k = 0; k < field.keys.length; k++) {
        if (field.used[k] || !keys.some((key) => sameWord(key, field.keys[k]))) continue;
        const score = (k === field.next ? 2 : 0) + (field.label === previous ? 1 : 0);
        if (!best || score > best.score) best = { field, index: k, score };
        break;
      }
    }
    if (!best) {
      labels.push('OTHER');
      unmatched++;
      previous = 'OTHER';
      continue;
    }
    best.field.used[best.index] = true;
    best.field.next = best.index + 1;
    labels.push(best.field.label);
    previous = best.field.label;
  }
  if (labels.includes('OTHER')) matchSpans(tokens, labels, fields);
  unmatched = labels.filter((l) => l === 'OTHER').length;
  const missing = fields
    .filter((f) => f.label === 'QTY' || f.label === 'UNIT' || f.label === 'NAME')
    .some((f) => f.keys.some((_, k) => !f.used[k]));
  if (missing || unmatched > 1) return undefined;
  return { text, tokens, labels };
}

/** Every labelled row of the CSV files (rows with no field filled in carry no labels and are skipped). */
export function readLabelledRows(files: string[]): Record<string, string>[] {
  const rows: Record<string, string>[] = [];
  for (const file of files) {
    const records = parse(readFileSync(file), { columns: true, skip_empty_lines: true }) as Record<string, string>[];
    for (const r of records)
      if (FIELDS.some(([column]) => (r[column] ?? '').trim() !== '') && r.input?.trim()) rows.push(r);
  }
  return rows;
}

/** The key two lines are the same line by, for keeping evaluation lines out of training. */
export const lineKey = (text: string) => text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
