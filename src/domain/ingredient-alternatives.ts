import type { Token } from './ingredient-tokens.ts';
import { DESCRIBING_WORD } from './ingredient-name.ts';
import { singular } from './words.ts';

/**
 * One food per line: when the food holds alternatives ("olive or vegetable oil", "penne, macaroni or
 * bow-tie pasta", "butter and/or olive oil"), the first is the food and the others go to the comment
 * (docs/decisions/ingredient-parser.md, "Alternatives").
 */
export interface FirstAlternative {
  /** The tokens that stay the food: the first alternative, with the head noun they share. */
  keep: number[];
  /** First and last token of the other alternatives ("or vegetable oil"), cut from the line for the comment. */
  from: number;
  to: number;
}

// "1 tablespoon or less", "2 cups or so", "or to taste": an amount's hedge, not another food.
const HEDGE = /^(?:so|more|less|to|as|extra|until|if|equivalent|similar|two|three)$/i;
// Says what the food is like, not which food: "sweet" in "marsala or sweet sherry".
const MODIFIER = /^(?:sweet|dry|hot|mild|light|dark|plain|fine|coarse|extra|live)$/i;
const PARTICIPLE = /^[\p{L}-]+(?<!e)ed$/iu;
// Foods that are whole on their own, never a modifier of a shared head: "butter or olive oil", "water or
// chicken stock".
const STANDALONE = new Set([
  'butter',
  'margarine',
  'water',
  'milk',
  'oil',
  'lard',
  'ghee',
  'shortening',
  'sugar',
  'honey',
  'wine',
  'sherry',
  'brandy',
  'port',
  'beer',
  'vinegar',
  'stock',
  'broth',
]);

// "semi-skimmed", "fine-grained": a compound describes as its last part does.
const describes = (text: string) =>
  DESCRIBING_WORD.test(text) || DESCRIBING_WORD.test(text.split('-').pop()!) || MODIFIER.test(text);
const isWord = (t: Token | undefined) => t?.kind === 'word';

/**
 * The first of the alternatives in the food `name` (token indices, in order), or null when it holds none.
 * Only "or" and "and/or" between words of the food outside brackets join alternatives; "and" joins one food.
 */
export function firstAlternative(tokens: Token[], name: number[], depth: number[]): FirstAlternative | null {
  const top = name.filter((i) => depth[i] === 0 && isWord(tokens[i]) && !/^(?:or|and)$/i.test(tokens[i].text));
  if (top.length < 2) return null;
  const last = top[top.length - 1];
  // "ground beef, pork, or lamb" where the tagger ended the food before ", or lamb" counts too.
  const afterList = (i: number) =>
    i > last && tokens.slice(last + 1, i).every((t) => t.text === ',') && isWord(tokens[i + 1]);
  const isOr = (i: number) =>
    depth[i] === 0 &&
    /^or$/i.test(tokens[i].text) &&
    !HEDGE.test(tokens[i + 1]?.text ?? '') &&
    top[0] < i &&
    (last > i || afterList(i));
  const or = tokens.findIndex((_, i) => isOr(i));
  if (or < 0) return null;
  // "butter and/or olive oil"
  const joiner = tokens[or - 1]?.text === '/' && /^and$/i.test(tokens[or - 2]?.text ?? '') ? or - 2 : or;
  const commaBetween = (a: number, b: number) =>
    tokens.slice(a + 1, b).some((t, k) => depth[a + 1 + k] === 0 && (t.text === ',' || t.text === ';'));

  // The first item of a list: "penne, macaroni or …" → penne. Parts that only describe belong to the
  // next part ("boneless, skinless chicken thighs or breasts"), unless all do ("red, yellow or green peppers").
  const left = top.filter((i) => i < joiner);
  const parts: number[][] = [[]];
  for (const i of left) {
    const part = parts[parts.length - 1];
    if (part.length && commaBetween(part[part.length - 1], i)) parts.push([i]);
    else part.push(i);
  }
  const onlyDescribes = (part: number[]) => part.every((k) => describes(tokens[k].text));
  const first = parts.every(onlyDescribes) ? parts[0] : [];
  if (!first.length)
    for (const part of parts) {
      first.push(...part);
      if (!onlyDescribes(part)) break;
    }
  // The alternative right after the "or", to the next comma or "or": "vegetable oil".
  const right: number[] = [];
  for (const i of top.filter((k) => k > or)) {
    const prev = right[right.length - 1] ?? or;
    if (
      tokens.slice(prev + 1, i).some((t, k) => depth[prev + 1 + k] === 0 && /^(?:,|;|or)$/i.test(t.text)) &&
      right.length
    )
      break;
    right.push(i);
  }
  if (right.length === 0 && first.length === left.length) return null;
  const keep = [...first];
  const word = (i: number) => singular(tokens[i].text.toLowerCase());
  const a = first.map(word);
  const b = right.map(word);
  // "olive or vegetable oil" → olive oil; "light or dark brown sugar" → light brown sugar. Not when the
  // first is a food of its own: several words ("dry sherry or rice wine"), a word such as "butter", the
  // head itself ("salt or sea salt"), or a noun before a describing word ("zucchini or yellow squash").
  const shared =
    right.length > 1 &&
    (first.length === 1 || onlyDescribes(first)) &&
    !STANDALONE.has(a[0]) &&
    !b.includes(a[0]) &&
    (describes(tokens[first[0]].text) || !describes(tokens[right[0]].text));
  // The head: what follows the second alternative's first word, past participles too ("fresh or frozen
  // peeled fava beans" → fresh fava beans), but not a colour ("dark brown sugar").
  if (shared) {
    let h = 1;
    while (h < right.length - 1 && PARTICIPLE.test(tokens[right[h]].text)) h++;
    keep.push(...right.slice(h));
  }
  const from = tokens.findIndex((t, i) => i > first[first.length - 1] && depth[i] === 0 && t.kind === 'word');
  return { keep, from, to: last };
}
