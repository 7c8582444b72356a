import type { Token } from './ingredient-tokens.ts';
import { GLYPH_CLASS, SLASH_CLASS } from './quantity/fractions.ts';
import { knownUnit } from './quantity/units.ts';
import { singular } from './words.ts';

/**
 * The CRF's observation features of each token. Training (scripts/train-parser.ts) and tagging use this
 * one function, so the model always sees the features it was trained on.
 */

const NUMBER_WORDS = new Set([
  'a',
  'an',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'dozen',
  'half',
  'quarter',
  'couple',
  'few',
  'several',
]);

const SIZE_WORDS = new Set(['small', 'medium', 'large', 'big', 'extra-large', 'jumbo', 'thick', 'thin', 'whole']);

const GLYPHS = new RegExp(GLYPH_CLASS, 'gu');
const FRACTION = new RegExp(`${SLASH_CLASS}|${GLYPH_CLASS}`, 'u');

function shape(text: string): string {
  return text
    .replace(/\p{Lu}+/gu, 'X')
    .replace(/\p{Ll}+/gu, 'x')
    .replace(/\d+/g, 'd')
    .replace(GLYPHS, 'f');
}

/** What the model reads of a token as a word: amounts collapse to their kind, words to lowercase. */
function word(token: Token | undefined): string {
  if (!token) return '_';
  if (token.kind === 'num') return FRACTION.test(token.text) ? '#frac' : '#num';
  if (token.kind === 'range') return '#range';
  // ':' separates an attribute's name from its weight in CRFsuite; keep it out of names.
  return token.text.toLowerCase().replace(/[®™]/g, '').replace(/:/g, ';');
}

function isUnit(token: Token | undefined): boolean {
  return token !== undefined && token.kind === 'word' && knownUnit(token.text) !== undefined;
}

/** One list of attribute names per token. */
export function tokenFeatures(tokens: Token[]): string[][] {
  const words = tokens.map(word);
  const units = tokens.map(isUnit);
  const out: string[][] = [];
  let depth = 0;
  let afterComma = false;
  let seenAmount = false;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    const w = words[i];
    const f = ['b', `w=${w}`, `k=${t.kind}`, `sh=${shape(t.text).slice(0, 6)}`];
    if (t.kind === 'word') {
      if (w.length > 3) f.push(`p3=${w.slice(0, 3)}`, `s3=${w.slice(-3)}`, `s2=${w.slice(-2)}`);
      if (/^\p{Lu}/u.test(t.text)) f.push('cap');
      if (/[®™]/.test(t.text)) f.push('brand');
      if (NUMBER_WORDS.has(w)) f.push('numword');
      if (SIZE_WORDS.has(w)) f.push('size');
      if (w.includes('-')) f.push('hyph');
      const lemma = singular(w);
      if (lemma !== w) f.push(`lem=${lemma}`);
    }
    if (units[i]) f.push('unit');
    if (i === 0) f.push('first');
    if (i === tokens.length - 1) f.push('last');
    f.push(`pos=${Math.min(i, 6)}`);
    if (depth > 0) f.push('inparen');
    if (i > 0 && (tokens[i - 1].text === '(' || tokens[i - 1].text === '[')) f.push('parenstart');
    if (afterComma) f.push('aftercomma');
    if (seenAmount) f.push('afteramount');
    for (const d of [-2, -1, 1, 2]) {
      const j = i + d;
      f.push(`w${d}=${words[j] ?? '_'}`);
      if (units[j]) f.push(`unit${d}`);
    }
    f.push(`w-1|w=${words[i - 1] ?? '_'}|${w}`, `w|w+1=${w}|${words[i + 1] ?? '_'}`);
    out.push(f);
    if (t.text === '(' || t.text === '[') depth++;
    else if ((t.text === ')' || t.text === ']') && depth > 0) depth--;
    else if (depth === 0 && (t.text === ',' || t.text === ';')) afterComma = true;
    if (t.kind === 'num' || t.kind === 'range') seenAmount = true;
  }
  return out;
}
