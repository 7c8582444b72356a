import type { Token } from './ingredient-tokens.ts';
import { knownUnit } from './quantity/units.ts';

/** Which tagged tokens are the food: the rules on top of the tagger's NAME tags (ingredient-parse.ts). */

export const OPEN = new Set(['(', '[', '{']);
export const CLOSE = new Set([')', ']', '}']);
// "3 medium (about 1¼ pounds) chicken breasts": a size is not a unit, whatever the tagger says.
export const SIZE_WORDS = new Set([
  'small',
  'medium',
  'large',
  'big',
  'very',
  'extra-large',
  'jumbo',
  'lg',
  'sm',
  'md',
]);

/**
 * Words that say what a food is like, not what it is: a past participle ("pitted", "dried", "shredded"),
 * a possessive, as a brand or maker ("Baker's"), a colour, a state or "optional".
 */
export const DESCRIBING_WORD =
  /^(?:\p{L}+(?<![e])ed|[\p{L}.-]+['’]s|red|green|yellow|purple|blue|black|white|pink|brown|golden|fresh|frozen|ripe|raw|whole|organic|boneless|skinless|ground|optional)$/iu;

/** "(freshly ground)", "(lightly toasted)", "(dark purple)": two words that only describe, never another name. */
const describingPair = (a: string, b: string) =>
  DESCRIBING_WORD.test(b) && (DESCRIBING_WORD.test(a) || /^(?:\p{L}+ly|dark|light|pale|bright|deep)$/iu.test(a));

/**
 * The tokens of the food: those tagged NAME, but not an alternative in brackets ("pimenton (or smoked
 * paprika)") nor one after a second amount ("3 navel oranges or 4 blood oranges"). When nothing is tagged
 * NAME, the first run of plain words outside brackets (else the last run of words).
 */
export function nameTokens(tokens: Token[], labels: string[], depth: number[], used: boolean[]): Set<number> {
  // "1 sm (about ½ pound) seedless cucumber": an abbreviated size is never the food.
  const tagged = tokens
    .map((_, i) => i)
    .filter((i) => labels[i] === 'NAME' && !used[i] && !/^(?:lg|sm|md)\.?$/i.test(tokens[i].text));
  const alternative = alternativeInBrackets(tokens, depth);
  let kept = tagged.filter((i) => !alternative[i]);
  // "Komezu (rice vinegar)": a bracket after the food explains it; "pinhead (coarse) oatmeal" keeps it,
  // and so does another name of one or two words right after the food: "pigeon peas (gandules)",
  // "double cream (heavy cream)".
  // A single word that describes the food rather than names it is no other name: "dates (pitted)",
  // "bourbon (Baker's)", "food colouring (purple)" keep only the food, the bracket goes to the comment
  // (two words stay: "scallions (green onions)", "ghee (clarified butter)").
  const lastOutside = kept.findLast((i) => depth[i] === 0);
  const wordAt = (k: number) => tokens[k]?.kind === 'word' && !/^or$/i.test(tokens[k].text);
  const otherName = (i: number) =>
    lastOutside !== undefined &&
    OPEN.has(tokens[lastOutside + 1]?.text ?? '') &&
    ((i === lastOutside + 2 &&
      wordAt(i) &&
      !DESCRIBING_WORD.test(tokens[i].text) &&
      CLOSE.has(tokens[i + 1]?.text ?? '')) ||
      ((i === lastOutside + 2 || i === lastOutside + 3) &&
        wordAt(lastOutside + 2) &&
        wordAt(lastOutside + 3) &&
        !describingPair(tokens[lastOutside + 2].text, tokens[lastOutside + 3].text) &&
        CLOSE.has(tokens[lastOutside + 4]?.text ?? '')));
  if (lastOutside !== undefined) kept = kept.filter((i) => depth[i] === 0 || i < lastOutside || otherName(i));
  let chosen = kept.length ? kept : tagged;
  if (chosen.length) {
    const first = chosen[0];
    // A second amount after the food starts another food: "3 navel oranges or 4 blood oranges",
    // "white onion (about ½ medium onion)", "grated garlic, about 3-4 cloves" (an amount with its unit);
    // "2 whole 2-pound chickens" is one food.
    const nextAmount = tokens.findIndex(
      (t, i) =>
        i > first &&
        !used[i] &&
        (t.kind === 'num' || t.kind === 'range') &&
        (depth[i] > 0 ||
          /^(or|and|\+)$/i.test(tokens[i - 1].text) ||
          (tokens[i + 1]?.kind === 'word' && knownUnit(tokens[i + 1].text) !== undefined)),
    );
    if (nextAmount >= 0) chosen = chosen.filter((i) => i < nextAmount);
    const notFoodPart = partsNotFood(tokens, depth, chosen);
    const described = chosen.filter((i) => !notFoodPart[i] && !amountInName(tokens, used, i));
    // These rules never leave a line without its food.
    if (described.length) chosen = described;
    // "250ml/8¾ fl oz vegetable oil", "2 x 400g/14oz cans tomatoes": a measure right after a number, or a
    // container right after a measure, is that amount's unit, not the start of the food.
    for (let n = unitAfterAmount(tokens, chosen[0]); n > 0 && chosen.length > n; n = unitAfterAmount(tokens, chosen[0]))
      chosen.splice(0, n);
    // "The juice of a lemon" → "lemon", "Some thinly sliced red onion" → "red onion"; "a little butter" stays.
    const before = tokens[chosen[0] - 1];
    const det = tokens[chosen[0]].text.toLowerCase();
    if (chosen.length > 1 && ((/^(?:a|an|the)$/.test(det) && /^of$/i.test(before?.text ?? '')) || det === 'some'))
      chosen.shift();
    const out = new Set(chosen);
    // "watercress sprigs" after "6 cups": a unit word right after the food, not the line's unit, is the food's.
    for (let i = chosen[0]; i < tokens.length; i++) if (labels[i] === 'UNIT' && !used[i] && out.has(i - 1)) out.add(i);
    return out;
  }
  const fallback = new Set<number>();
  for (let i = 0; i < tokens.length; i++) {
    const plain = !used[i] && depth[i] === 0 && tokens[i].kind === 'word' && !/^(PREP|SIZE|PURPOSE)$/.test(labels[i]);
    if (plain) fallback.add(i);
    else if (fallback.size) break;
  }
  if (fallback.size) return fallback;
  // "4 (9 inch) unbaked pie crusts", all tagged as preparations: never no food at all, so the last run
  // of words outside brackets that the amount and unit did not take.
  for (let i = tokens.length - 1; i >= 0; i--) {
    const word = !used[i] && depth[i] === 0 && tokens[i].kind === 'word' && labels[i] !== 'PURPOSE';
    if (word) fallback.add(i);
    else if (fallback.size) break;
  }
  return fallback;
}

const MEASURES = new Set([
  'cup',
  'tablespoon',
  'teaspoon',
  'ounce',
  'fluid ounce',
  'pound',
  'gram',
  'kilogram',
  'milligram',
  'milliliter',
  'centiliter',
  'deciliter',
  'liter',
  'pint',
  'quart',
  'gallon',
]);
const CONTAINERS = new Set(['can', 'package', 'jar', 'bottle', 'bag', 'box', 'carton', 'sachet', 'envelope']);

/** How many tokens from i form a unit ("fl oz", "cans") right after an amount or its unit; 0 when none. */
function unitAfterAmount(tokens: Token[], i: number): number {
  const before = tokens[i - 1];
  if (before === undefined) return 0;
  // After a number a measure ("8¾ fl oz"); after a measure a container ("14oz cans"). Other unit words
  // are often the food's own ("125g/4½oz fillet steak", "2 cans chunk light tuna").
  const wanted =
    before.kind === 'num' || before.kind === 'range'
      ? MEASURES
      : before.kind === 'word' && MEASURES.has(knownUnit(before.text) ?? '')
        ? CONTAINERS
        : undefined;
  if (!wanted) return 0;
  for (let n = 3; n >= 1; n--) {
    const words = tokens.slice(i, i + n);
    if (
      words.length === n &&
      words.every((t) => t.kind === 'word') &&
      wanted.has(knownUnit(words.map((t) => t.text).join(' ')) ?? '')
    )
      return n;
  }
  return 0;
}

/**
 * "2 whole 2-pound chickens": an amount with its unit (a weight or volume) inside the food is the food's size; "3 dozen
 * wafers": "dozen" after the amount counts, it is not the food.
 */
function amountInName(tokens: Token[], used: boolean[], i: number): boolean {
  // The line's own amount ("2 fillets sole") is not inside the food.
  const isAmount = (k: number) => !used[k] && (tokens[k]?.kind === 'num' || tokens[k]?.kind === 'range');
  const t = tokens[i];
  if (t.kind === 'word' && t.text.toLowerCase() === 'dozen') return tokens[i - 1]?.kind === 'num';
  // A weight or volume; "9-inch pie crusts": a length is part of what the food is.
  const unitAt = (k: number) => tokens[k]?.kind === 'word' && MEASURES.has(knownUnit(tokens[k].text) ?? '');
  if (isAmount(i)) return unitAt(i + 1) || (tokens[i + 1]?.text === '-' && unitAt(i + 2));
  if (t.text === '-' && isAmount(i - 1)) return unitAt(i + 1);
  if (unitAt(i)) return isAmount(i - 1) || (tokens[i - 1]?.text === '-' && isAmount(i - 2));
  return false;
}

const STATE_WORDS = /^(?:fresh|dried|frozen|thawed|defrosted|or|and)$/i;
// "with liquid", "with their juices": what a can holds goes with the food.
const KEPT_WITH = /^(?:liquid|juices?|their|its)$/i;

/**
 * Comma-separated parts after the food's first part that describe it rather than add to it:
 * "bay leaf, dried or fresh", "beef shank, with bone", "chopped cilantro, a palmful".
 */
function partsNotFood(tokens: Token[], depth: number[], chosen: number[]): boolean[] {
  const first = chosen[0];
  const last = chosen[chosen.length - 1];
  const out = new Array<boolean>(tokens.length).fill(false);
  let start = -1;
  // "hard sweets, such as glacier mints, buttermints, or toffees": examples, to the end of the line.
  let examples = false;
  const close = (end: number) => {
    const words = tokens.slice(start, end).filter((t) => t.kind !== 'punct');
    const head = words[0]?.text.toLowerCase();
    if (/^(?:such|e\.g\.?|e\.|like)$/.test(head ?? '') && (head !== 'such' || /^as$/i.test(words[1]?.text ?? '')))
      examples = true;
    const drop =
      words.length > 0 &&
      (examples ||
        // "fresh peeled, frozen, or jarred pearl onions": a state in the middle of the food stays.
        (words.every((w) => STATE_WORDS.test(w.text)) && last < end) ||
        head === 'a' ||
        head === 'an' ||
        ((head === 'with' || head === 'without') && !KEPT_WITH.test(words[1]?.text ?? '')));
    if (drop) for (let k = start; k < end; k++) out[k] = true;
  };
  for (let i = first + 1; i <= tokens.length; i++) {
    const boundary = i === tokens.length || (depth[i] === 0 && (tokens[i].text === ',' || tokens[i].text === ';'));
    if (!boundary) continue;
    if (start >= 0) close(i);
    start = i + 1;
  }
  return out;
}

/** Tokens inside brackets that open with "or": "(or smoked paprika)". */
function alternativeInBrackets(tokens: Token[], depth: number[]): boolean[] {
  const out = new Array<boolean>(tokens.length).fill(false);
  for (let i = 0; i < tokens.length; i++) {
    if (!OPEN.has(tokens[i].text) || tokens[i + 1]?.text.toLowerCase() !== 'or') continue;
    for (let j = i; j < tokens.length && depth[j] >= depth[i]; j++) out[j] = true;
  }
  return out;
}
