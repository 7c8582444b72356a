import { amountPattern, readAmount } from '#domain/quantity/fractions.ts';
import { readYield } from '../extract/servings.ts';

/** What the lines that are neither ingredients nor steps say: servings, yield and times (minutes). */
export interface TextMetadata {
  servings: number | null;
  yieldText: string | null;
  prepTime: number | null;
  cookTime: number | null;
  totalTime: number | null;
}

type Field = 'servings' | 'prep' | 'cook' | 'total' | 'ignored';

const LABELS: [RegExp, Field][] = [
  [/^(?:serves|servings?|makes|yields?|portions?)$/i, 'servings'],
  [/^prep(?:aration)?(?: time)?$/i, 'prep'],
  [/^(?:cook(?:ing)?|bak(?:e|ing))(?: time)?$/i, 'cook'],
  [/^(?:total(?: time)?|ready in)$/i, 'total'],
];

const LABEL =
  /\b(serves|servings?|makes|yields?|portions?|prep(?:aration)?(?: time)?|(?:cook(?:ing)?|bak(?:e|ing))(?: time)?|total(?: time)?|ready in|(?:in)?active(?: time)?|chill(?:ing)?(?: time)?|rest(?:ing)?(?: time)?|marinating(?: time)?)\b\s*([:=\-–]?)\s*(?=(?:about |approx\.? |approximately |around |up to )?[\d½¼¾⅓⅔])/gi;

const AMOUNT = amountPattern();
const DURATION_PART = new RegExp(
  `(${AMOUNT})(?:\\s*(?:-|–|to)\\s*(${AMOUNT}))?\\s*(days?|hours?|hrs?|h|minutes?|mins?|m)?(?![a-z])`,
  'giu',
);

/** Minutes in a written duration: "1 hour 30 minutes", "1h30", "1 1/2 hours", "15-20 min" (the longer). */
function minutesOf(value: string): number | null {
  let minutes = 0;
  let found = false;
  for (const match of value.matchAll(DURATION_PART)) {
    const amount = readAmount(match[2] ?? match[1]);
    if (amount === undefined) continue;
    // A bare number after hours is minutes ("1h30"); a lone bare number is minutes too.
    const unit = (match[3] ?? 'm').toLowerCase();
    minutes += unit.startsWith('d') ? amount * 1440 : unit.startsWith('h') ? amount * 60 : amount;
    found = true;
  }
  return found ? Math.round(minutes) : null;
}

function fieldOf(label: string): Field {
  const normal = label.replace(/\s+/g, ' ').trim();
  return LABELS.find(([pattern]) => pattern.test(normal))?.[1] ?? 'ignored';
}

/** The label/value pairs of a metadata line, or null when the line is no such line. */
function pairsOf(text: string): [Field, string][] | null {
  const line = text.replace(/^(?:\*\*|__)|(?:\*\*|__)$/g, '').replace(/\*\*|__/g, '');
  if (line.length > 160) return null;
  const matches = [...line.matchAll(LABEL)];
  if (matches.length === 0 || (matches[0].index ?? 0) > 0) return null;
  // "Bake 30 minutes until golden." is a step: a bare verb is a label only with a colon ("Bake: 30 min").
  if (matches.some((m) => !m[2] && !/time|serv|make|yield|portion|ready/i.test(m[1]))) return null;
  return matches.map((match, i) => {
    const start = (match.index ?? 0) + match[0].length;
    const end = matches[i + 1]?.index ?? line.length;
    const value = line
      .slice(start, end)
      .replace(/[|•·;,/]+\s*$/, '')
      .trim();
    return [fieldOf(match[1]), value];
  });
}

/** Whether a line only gives servings or times ("Serves 4", "Prep time: 15 minutes | Cook: 1 hour"). */
export function isMetadataLine(text: string): boolean {
  return pairsOf(text) !== null;
}

/** Collects servings, yield and times from metadata lines, first value of each kind winning. */
export function readMetadata(lines: readonly string[]): TextMetadata {
  let servings: number | null = null;
  let yieldText: string | null = null;
  let prep: number | null = null;
  let cook: number | null = null;
  let given: number | null = null;
  for (const line of lines) {
    for (const [field, value] of pairsOf(line) ?? []) {
      if (field === 'servings' && servings === null) {
        ({ servings, yieldText } = readYield(value));
      } else if (field === 'prep') prep ??= minutesOf(value);
      else if (field === 'cook') cook ??= minutesOf(value);
      else if (field === 'total') given ??= minutesOf(value);
    }
  }
  // As the link importer reads a page: the total given, else prep plus cook; cookTime is that total.
  const sum = (prep ?? 0) + (cook ?? 0);
  const total = given !== null && given > 0 ? given : sum > 0 ? sum : null;
  return { servings, yieldText, prepTime: prep, cookTime: total, totalTime: total };
}
