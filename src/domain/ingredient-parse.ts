import { viterbi, type CrfModel } from './ingredient-crf.ts';
import { tokenFeatures } from './ingredient-features.ts';
import { tokenize, type Token } from './ingredient-tokens.ts';
import { canonicalUnit, knownUnit } from './units.ts';
import modelJson from './ingredient-model.json';

/**
 * An ingredient line read as amount, unit, food and the rest (API.md, "Parsing"). A CRF trained on
 * labelled lines (scripts/train-parser.ts) tags each token; the rules below turn the tags into fields.
 */
export interface ParsedIngredient {
  text: string;
  qty: number | null;
  qtyMax: number | null;
  unit: string | null;
  name: string | null;
  comment: string | null;
}

const model = modelJson as CrfModel;

const WORD_AMOUNTS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  dozen: 12,
  half: 0.5,
};

const OPEN = new Set(['(', '[', '{']);
const CLOSE = new Set([')', ']', '}']);
const SEPARATORS = new Set([',', ';', ':', '(', ')', '[', ']', '{', '}']);

const round3 = (n: number) => Math.round(n * 1000) / 1000;

function amountOf(token: Token): [number, number | null] | undefined {
  if (token.kind === 'num') return [token.value!, null];
  if (token.kind === 'range') return [token.value!, token.valueMax!];
  const v = WORD_AMOUNTS[token.text.toLowerCase()];
  return v === undefined ? undefined : [v, null];
}

/** The canonical unit of consecutive unit tokens: 'fl oz' → 'fluid ounce', 'heaped tbsp' → 'tablespoon'. */
function unitOf(tokens: Token[]): string {
  const words = tokens.map((t) => t.text);
  const whole = knownUnit(words.join(' '));
  if (whole) return whole;
  for (let i = words.length - 1; i >= 0; i--) {
    const one = words.length === 1 ? canonicalUnit(words[i]) : knownUnit(words[i]);
    if (one) return one;
  }
  return canonicalUnit(words.join(' '));
}

/** Nothing to parse: no letters, or a group header such as "For the sauce:". */
function isNotAnIngredient(text: string, tokens: Token[]): boolean {
  if (!tokens.some((t) => t.kind === 'word')) return true;
  return /:\s*$/.test(text) && !tokens.some((t) => t.kind === 'num' || t.kind === 'range');
}

/** Depth of brackets each token sits in (a closing bracket counts as inside). */
function depths(tokens: Token[]): number[] {
  let depth = 0;
  return tokens.map((t) => {
    if (OPEN.has(t.text)) return ++depth;
    if (CLOSE.has(t.text)) return Math.max(0, depth--);
    return depth;
  });
}

/** Builds the fields from the tags of one line. Exported for tests of the rules alone. */
export function fieldsFromTags(text: string, tokens: Token[], labels: string[]): ParsedIngredient {
  const depth = depths(tokens);
  const used = new Array<boolean>(tokens.length).fill(false);
  let qty: number | null = null;
  let qtyMax: number | null = null;
  let unit: string | null = null;

  const isQty = (i: number) => labels[i] === 'QTY' && amountOf(tokens[i]) !== undefined;
  let q = tokens.findIndex((_, i) => isQty(i) && depth[i] === 0);
  if (q < 0) q = tokens.findIndex((_, i) => isQty(i));
  let unitStart = -1;
  if (q >= 0) {
    [qty, qtyMax] = amountOf(tokens[q])!;
    used[q] = true;
    // "15 oz (420g) can": the unit right after the amount. "1 (8 ounce) package", "Two 8-ounce packages",
    // "2 large cans": the first unit that is not another amount's, skipping brackets, sizes and dashes.
    let secondary = false;
    for (let j = q + 1; j < tokens.length; j++) {
      if (depth[j] > depth[q]) continue;
      const label = labels[j];
      if (label === 'UNIT') {
        if (secondary) continue;
        unitStart = j;
        break;
      }
      secondary = false;
      if (label === 'QTY') secondary = true;
      else if (label === 'SIZE' || tokens[j].text === '-' || /^x$/i.test(tokens[j].text)) continue;
      else break;
    }
  } else {
    unitStart = labels.findIndex((l, i) => l === 'UNIT' && depth[i] === 0);
  }
  if (unitStart >= 0) {
    let end = unitStart;
    while (end + 1 < tokens.length && labels[end + 1] === 'UNIT') end++;
    const unitTokens = tokens.slice(unitStart, end + 1);
    unit = unitOf(unitTokens);
    for (let j = unitStart; j <= end; j++) used[j] = true;
  }

  const nameParts = runs(tokens, labels, (i) => labels[i] === 'NAME' && !used[i], text);
  for (let i = 0; i < tokens.length; i++) if (labels[i] === 'NAME') used[i] = true;
  const commentParts = runs(tokens, labels, (i) => !used[i], text);

  return {
    text,
    qty: qty === null ? null : round3(qty),
    qtyMax: qtyMax === null ? null : round3(qtyMax),
    unit,
    name: nameParts.length ? nameParts.join(' ').toLowerCase() : null,
    comment: commentParts.length ? commentParts.join(', ') : null,
  };
}

/**
 * The text of each run of tokens that `take` accepts, cut from the line as written. Commas and brackets
 * end a run and are dropped, as are punctuation marks at a run's ends.
 */
function runs(tokens: Token[], _labels: string[], take: (i: number) => boolean, text: string): string[] {
  const out: string[] = [];
  let from = -1;
  const flush = (to: number) => {
    if (from < 0) return;
    let a = from;
    let b = to;
    while (a <= b && tokens[a].kind === 'punct') a++;
    while (b >= a && tokens[b].kind === 'punct') b--;
    if (a <= b) out.push(text.slice(tokens[a].start, tokens[b].end));
    from = -1;
  };
  for (let i = 0; i < tokens.length; i++) {
    if (!take(i) || SEPARATORS.has(tokens[i].text)) {
      flush(i - 1);
      continue;
    }
    if (from < 0) from = i;
  }
  flush(tokens.length - 1);
  return out;
}

/** Parses one ingredient line. Never throws: a line that is not an ingredient gives null fields. */
export function parseIngredient(text: string): ParsedIngredient {
  const line = text.replace(/\s+/g, ' ').trim();
  const tokens = tokenize(line);
  if (isNotAnIngredient(line, tokens))
    return { text, qty: null, qtyMax: null, unit: null, name: null, comment: line || null };
  const labels = viterbi(model, tokenFeatures(tokens));
  return { ...fieldsFromTags(line, tokens, labels), text };
}

/** Parses lines in order. */
export function parseIngredients(lines: readonly string[]): ParsedIngredient[] {
  return lines.map(parseIngredient);
}
