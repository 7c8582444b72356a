/**
 * The product's convention applied to a development label that keeps alternatives whole ("olive or
 * vegetable oil" → "olive oil"; docs/decisions/ingredient-parser.md, "Alternatives"). Written apart from
 * src/domain/ingredient-alternatives.ts, on the label's words and the line's commas, so the evaluation does
 * not score the rule against itself.
 */

const HEDGE = new Set([
  'so',
  'more',
  'less',
  'to',
  'as',
  'extra',
  'until',
  'if',
  'equivalent',
  'similar',
  'two',
  'three',
]);
const STANDALONE = new Set(
  'butter margarine water milk oil lard ghee shortening sugar honey wine sherry brandy port beer vinegar stock broth'.split(
    ' ',
  ),
);
const ADJECTIVES = new Set(
  (
    'red green yellow purple blue black white pink brown golden fresh frozen ripe raw whole organic boneless ' +
    'skinless ground optional sweet dry hot mild light dark plain fine coarse extra live'
  ).split(' '),
);
const participle = (w: string) => /[a-z]ed$/.test(w) && !/eed$/.test(w);
const describes = (word: string) => {
  const w = word.split('-').pop()!;
  return participle(w) || /['’]s$/.test(w) || ADJECTIVES.has(w);
};
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const singular = (w: string) => w.replace(/(?<=..)s$/, '');

/** The one food the product wants for `label` (lowercase words) of the line `text`. */
export function oneFoodOf(label: string, text: string): string {
  const words = label.split(' ').filter(Boolean);
  const k = words.findIndex(
    (w, i) => i > 0 && i < words.length - 1 && (w === 'or' || w === 'and/or') && !HEDGE.has(words[i + 1]),
  );
  const start = words[k - 1] === 'and' ? k - 1 : k;
  if (start <= 0) return label;
  const line = text.toLowerCase();
  // The labels drop punctuation: a comma between two of its words is looked up in the line.
  const comma = (x: string, y: string) => new RegExp(`${escape(x)}\\S*\\s*[,;]\\s*(?:or\\s+)?${escape(y)}`).test(line);
  const parts: string[][] = [];
  words.slice(0, start).forEach((w, i) => {
    if (i === 0 || comma(words[i - 1], w)) parts.push([w]);
    else parts[parts.length - 1].push(w);
  });
  const onlyDescribes = (part: string[]) => part.every(describes);
  let first: string[] = [];
  if (parts.every(onlyDescribes)) first = parts[0];
  else
    for (const part of parts) {
      first = [...first, ...part];
      if (!onlyDescribes(part)) break;
    }
  const second: string[] = [];
  for (let i = k + 1; i < words.length && words[i] !== 'or'; i++) {
    if (second.length && comma(words[i - 1], words[i])) break;
    second.push(words[i]);
  }
  const shared =
    second.length > 1 &&
    (first.length === 1 || onlyDescribes(first)) &&
    !STANDALONE.has(singular(first[0])) &&
    !second.map(singular).includes(singular(first[0])) &&
    (describes(first[0]) || !describes(second[0]));
  if (!shared) return first.join(' ');
  let h = 1;
  while (h < second.length - 1 && (participle(second[h]) || second[h] === 'and')) h++;
  return [...first, ...second.slice(h)].join(' ');
}
