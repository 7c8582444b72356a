import { viterbi, type CrfModel } from './ingredient-crf.ts';
import { tokenFeatures } from './ingredient-features.ts';
import { tokenize, WORD_AMOUNTS, type Token } from './ingredient-tokens.ts';
import { roundQty } from './quantity/amount.ts';
import { GLYPH_CLASS } from './quantity/fractions.ts';
import { canonicalUnit, knownUnit } from './quantity/units.ts';
import { firstAlternative } from './ingredient-alternatives.ts';
import { CLOSE, nameTokens, OPEN, SIZE_WORDS } from './ingredient-name.ts';
import type { ParsedIngredient } from './ingredient-parse-api.ts';
import type { LineReading } from './line-reading.ts';
import modelJson from './ingredient-model.json';

/**
 * An ingredient line read as amount, unit, food and the rest (API.md, "Parsing"). A CRF trained on
 * labelled lines (scripts/train-parser.ts) tags each token; the rules below turn the tags into fields.
 */
export type { ParsedIngredient };

const model = modelJson as CrfModel;

const SEPARATORS = new Set([',', ';', ':', '(', ')', '[', ']', '{', '}']);

const isTimes = (t: Token) => t.text === 'x' || t.text === 'X' || t.text === '×';
// Words that join two foods ("beef or lamb") but do not start or end one.
// "4 cod fillets weighing 100-120g each": words that lead to a second amount do not end one either.
const JOINERS =
  /^(?:(?:or|and|and\/or|plus|&|of|each)\s+)+|(?:\s+(?:or|and|and\/or|plus|&|of|each|weighing|about|approximately))+$/gi;

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

// A recipe's section titles and yields: "Ingredients", "Method:", "Serves 4", "Equipment: a 9-inch pan".
const SECTION =
  /^(?:ingredients|method|directions|instructions|steps|preparation|equipment|notes?|serves|makes|yields?|servings)\b(?!-)\s*(?::|$|\d|about|up to)/i;
// A step of the method: "Preheat the oven to 350°F." (a cooking verb first, four words or more).
const STEP =
  /^(?:preheat|heat|bake|boil|simmer|cook|stir|mix|combine|place|put|add|serve|whisk|bring|remove|pour|cover|let|transfer|spread|fold|blend|arrange|drain|meanwhile|repeat|refrigerate|chill|grease)\b(?!-)/i;

/** Nothing to parse: no letters, a group header such as "For the sauce:", a section title or a step. */
function isNotAnIngredient(text: string, tokens: Token[]): boolean {
  if (!tokens.some((t) => t.kind === 'word')) return true;
  if (SECTION.test(text)) return true;
  const words = tokens.filter((t) => t.kind === 'word').length;
  if (words >= 4 && STEP.test(text)) return true;
  return /:\s*$/.test(text) && !tokens.some((t) => t.kind === 'num' || t.kind === 'range');
}

const PAGE = /^(?:p|pp|pg|page|pages)\.?$/i;

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
  // Tokens that are not the food but stay in the comment.
  const notFood = new Array<boolean>(tokens.length).fill(false);
  let qty: number | null = null;
  let qtyMax: number | null = null;
  let unit: string | null = null;

  // "Bouquet Garni (p. 145)": a page number is no amount.
  const isQty = (i: number) =>
    labels[i] === 'QTY' && amountOf(tokens[i]) !== undefined && !PAGE.test(tokens[i - 1]?.text ?? '');
  let q = tokens.findIndex((_, i) => isQty(i) && depth[i] === 0);
  if (q < 0) q = tokens.findIndex((_, i) => isQty(i));
  let unitStart = -1;
  if (q >= 0) {
    [qty, qtyMax] = amountOf(tokens[q])!;
    used[q] = true;
    // "15 oz (420g) can": the unit right after the amount. "1 (8 ounce) package", "Two 8-ounce packages",
    // "2 large cans": the first unit that is not another amount's, skipping brackets, sizes and dashes.
    // The unit words of a second amount ("8 fl oz"), while they are being read.
    let secondary: string | null = null;
    for (let j = q + 1; j < tokens.length; j++) {
      if (depth[j] > depth[q]) continue;
      const label = labels[j];
      // The training data's convention: "4 large garlic cloves" has the unit "large" (the tagger says so),
      // but "3 medium (about 1¼ pounds) chicken breasts" has none.
      const size =
        SIZE_WORDS.has(tokens[j].text.toLowerCase()) && (label !== 'UNIT' || OPEN.has(tokens[j + 1]?.text ?? ''));
      if (label === 'UNIT' && !size) {
        if (secondary === '') {
          secondary = tokens[j].text;
          continue;
        }
        if (secondary !== null && knownUnit(`${secondary} ${tokens[j].text}`)) {
          secondary = `${secondary} ${tokens[j].text}`;
          continue;
        }
        unitStart = j;
        break;
      }
      if (label === 'QTY') secondary = '';
      else if (label === 'SIZE' || label === 'PREP' || size) secondary = null;
      else if (tokens[j].text !== '-' && !isTimes(tokens[j])) break;
    }
  } else {
    unitStart = labels.findIndex((l, i) => l === 'UNIT' && depth[i] === 0);
  }
  if (unitStart >= 0) {
    let end = unitStart;
    while (end + 1 < tokens.length && labels[end + 1] === 'UNIT') end++;
    // "chorizo slices" tagged as one unit: only the unit word is the unit.
    if (
      end > unitStart &&
      !knownUnit(
        tokens
          .slice(unitStart, end + 1)
          .map((t) => t.text)
          .join(' '),
      )
    ) {
      const k = tokens.findIndex((t, i) => i >= unitStart && i <= end && knownUnit(t.text));
      if (k >= 0) unitStart = end = k;
    }
    unit = unitOf(tokens.slice(unitStart, end + 1));
    for (let j = unitStart; j <= end; j++) used[j] = true;
    // "1 (12 fluid ounce) can or bottle beer": the other container is a second unit, not the food.
    const other = tokens[end + 2];
    if (/^or$/i.test(tokens[end + 1]?.text ?? '') && other?.kind === 'word' && knownUnit(other.text)) {
      if (!SIZE_WORDS.has(other.text.toLowerCase())) notFood[end + 1] = notFood[end + 2] = true;
    }
  }
  // "a pinch of salt", "A small bunch of parsley": one of the unit.
  if (q < 0 && unitStart >= 0) {
    let k = unitStart - 1;
    while (k >= 0 && (labels[k] === 'SIZE' || SIZE_WORDS.has(tokens[k].text.toLowerCase()))) k--;
    if (k >= 0 && /^(a|an|one)$/i.test(tokens[k].text)) {
      qty = 1;
      used[k] = true;
    }
  }
  // "2 x 400g cans": the times sign belongs to the amount.
  if (q >= 0 && q + 1 < tokens.length && isTimes(tokens[q + 1])) used[q + 1] = true;

  const nameAt = nameTokens(
    tokens,
    labels,
    depth,
    used.map((u, i) => u || notFood[i]),
  );
  // "olive or vegetable oil": one food, the first; the others go to the comment where they stood.
  const alt = firstAlternative(
    tokens,
    [...nameAt].sort((a, b) => a - b),
    depth,
  );
  const inName = alt
    ? new Set([...nameAt].filter((i) => alt.keep.includes(i) || (depth[i] > 0 && (i < alt.from || i > alt.to))))
    : nameAt;
  const name = runs(tokens, labels, (i) => inName.has(i), text)
    .join(' ')
    .replace(JOINERS, '')
    // "Smirnoff No. 21 Vodka": the labels drop punctuation, so an abbreviation's dot is not the food's.
    .replace(/(?<=\p{L})\.(?=\s|$)/gu, '')
    .toLowerCase();
  for (const i of nameAt) used[i] = true;
  if (alt) for (let i = alt.from; i <= alt.to; i++) used[i] = true;
  const others = alt && {
    at: alt.from,
    text: text.slice(tokens[alt.from].start, tokens[alt.to].end).replace(/\s+(?=[,;])/g, ''),
  };
  const comment = commentOf(tokens, used, text, others);

  return {
    text,
    qty: qty === null ? null : roundQty(qty),
    qtyMax: qtyMax === null ? null : roundQty(qtyMax),
    unit,
    name: name || null,
    comment,
  };
}

// Words that say nothing once the amount, unit and food are taken out: "a pinch of salt" leaves "of".
const FILLER = /^(?:of|a|an|the|x|×|-|each)$/i;

/**
 * What is left of the line: runs of unused tokens, cut from the line as written. Runs within one
 * comma- or bracket-separated part are joined with a space, parts with ", ". `insert` is a part of its
 * own at token `at` (the food's alternatives).
 */
function commentOf(
  tokens: Token[],
  used: boolean[],
  text: string,
  insert?: { at: number; text: string } | null,
): string | null {
  const parts: string[] = [];
  let words: string[] = [];
  const endPart = () => {
    if (words.length) parts.push(words.join(' '));
    words = [];
  };
  let from = -1;
  const endRun = (to: number) => {
    if (from < 0) return;
    let a = from;
    let b = to;
    while (a <= b && tokens[a].kind === 'punct') a++;
    while (b >= a && tokens[b].kind === 'punct') b--;
    const piece = a <= b ? text.slice(tokens[a].start, tokens[b].end) : '';
    if (piece && !piece.split(/\s+/).every((w) => FILLER.test(w))) words.push(piece);
    from = -1;
  };
  for (let i = 0; i < tokens.length; i++) {
    if (i === insert?.at) {
      endRun(i - 1);
      endPart();
      parts.push(insert.text);
    }
    if (SEPARATORS.has(tokens[i].text)) {
      endRun(i - 1);
      endPart();
    } else if (used[i]) endRun(i - 1);
    else if (from < 0) from = i;
  }
  endRun(tokens.length - 1);
  endPart();
  return parts.length ? parts.join(', ') : null;
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

// "110ml-150ml", "14oz-17oz": a range with its unit at both ends reads as "110-150ml"; "12oz-1lb",
// "2lb 4oz-2lb 10oz": amounts in different units are kept apart ("12oz - 1lb").
const UNIT_DASH = new RegExp(
  `([\\d${GLYPH_CLASS.slice(1, -1)}])\\s?(\\p{L}{1,6})\\.?\\s?[-–]\\s?(?=\\d[\\d.,]*${GLYPH_CLASS}?\\s?(\\p{L}{1,6})(?![\\p{L}]))`,
  'gu',
);

function unitRanges(line: string): string {
  return line.replace(UNIT_DASH, (whole, digit: string, first: string, second: string) => {
    const unit = knownUnit(first);
    if (!unit) return whole;
    return unit === knownUnit(second) ? `${digit}-` : `${digit}${first} - `;
  });
}

/**
 * Parses one ingredient line. Never throws: a line that is not an ingredient gives null fields. `reading`
 * says what a comma between digits is (line-reading.ts); by default the decimal mark.
 */
export function parseIngredient(text: string, reading?: LineReading): ParsedIngredient {
  return parseIngredientWith(model, text, reading);
}

/** parseIngredient with other weights (the cross-source estimate trains its own). */
export function parseIngredientWith(crf: CrfModel, text: string, reading?: LineReading): ParsedIngredient {
  const line = unitRanges(text.replace(/\s+/g, ' ').trim());
  const tokens = tokenize(line, reading);
  if (isNotAnIngredient(line, tokens))
    return { text, qty: null, qtyMax: null, unit: null, name: null, comment: line || null };
  const labels = viterbi(crf, tokenFeatures(tokens));
  return { ...fieldsFromTags(line, tokens, labels), text };
}

/** Parses lines in order. */
export function parseIngredients(lines: readonly string[], reading?: LineReading): ParsedIngredient[] {
  return lines.map((line) => parseIngredient(line, reading));
}
