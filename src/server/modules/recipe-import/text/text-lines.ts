import { amountPattern, startsWithAmount } from '#domain/quantity/fractions.ts';
import { knownUnit } from '#domain/quantity/units.ts';
import { looksLikeHeading, sectionKind, UNDERLINE, type SectionKind } from './headings.ts';
import { isMetadataLine } from './text-metadata.ts';

/** One line of pasted text, read once: its text without bullet or number, and what its form says. */
export interface TextLine {
  /** The line as written (trimmed), markdown marks kept. */
  raw: string;
  /** Without bullet or step number. */
  text: string;
  blank: boolean;
  bulleted: boolean;
  /** "1.", "1)", "Step 1:", "Step 1 -": the line starts a numbered step. */
  numbered: boolean;
  /** Underlined, marked (`#`, bold), ending in a colon, ALL CAPS or "For the …". */
  heading: boolean;
  /** Servings or times ("Serves 4", "Prep time: 15 minutes"): never a line or a step. */
  metadata: boolean;
  /** The part a section heading starts ("Ingredients", "## Method"), else null. */
  kind: SectionKind | null;
}

const BULLET = /^(?:[•▢☐□◦▪·●○✓✔➤►]\s*|[-*+–]\s+|\[[ xX]?\]\s+)+/u;
const NUMBER = /^(?:step\s*\d{1,2}\b\s*(?:[:.)\-–]\s*)?|\d{1,2}\s*[.)]\s+(?=\S)|\d{1,2}\s*[.)]$)/i;

// No recipe is longer: the rest of a huge paste (up to 5 MiB) is not read, so a read stays well under a second.
const MAX_LINES = 20_000;
const MAX_LINE_CHARS = 5_000;

/** The text's lines, cleaned, runs of blank lines as one, at most MAX_LINES of MAX_LINE_CHARS characters. */
function rowsOf(text: string): string[] {
  const rows: string[] = [];
  const ends = /\r\n?|\n/g;
  let from = 0;
  while (rows.length < MAX_LINES && from <= text.length) {
    const found = ends.exec(text);
    const to = found ? found.index : text.length;
    const row = text
      .slice(from, Math.min(to, from + MAX_LINE_CHARS))
      .replace(/[\t\u00a0\u2007\u202f]/g, ' ')
      .replace(/[\u200b\ufeff]/g, '')
      .replace(/ {2,}/g, ' ')
      .trim();
    if (row !== '' || rows.at(-1) !== '') rows.push(row);
    if (!found) break;
    from = ends.lastIndex;
  }
  return rows;
}

/** Splits text into lines: CRLF and CR as LF, tabs and no-break spaces as spaces, underlines applied. */
export function textLines(text: string): TextLine[] {
  const rows = rowsOf(text);
  const lines: TextLine[] = [];
  for (const raw of rows) {
    if (UNDERLINE.test(raw)) {
      const above = lines.at(-1);
      // Under a line, === or --- makes it a heading; alone (a markdown rule), it is a break.
      if (above && !above.blank && !above.bulleted) above.heading = true;
      else lines.push(readLine(''));
      continue;
    }
    lines.push(readLine(raw));
  }
  return lines;
}

function readLine(raw: string): TextLine {
  const bullet = BULLET.exec(raw);
  const afterBullet = bullet ? raw.slice(bullet[0].length).trim() : raw;
  const number = NUMBER.exec(afterBullet);
  const text = number ? afterBullet.slice(number[0].length).trim() : afterBullet;
  return {
    raw,
    text,
    blank: raw === '',
    bulleted: bullet !== null,
    numbered: number !== null,
    // "- For the sauce:" is a heading too; a bulleted line is one only with its colon.
    heading:
      !number &&
      raw !== '' &&
      (bullet ? /:$/.test(afterBullet) && looksLikeHeading(afterBullet) : looksLikeHeading(raw)),
    metadata: raw !== '' && isMetadataLine(afterBullet),
    kind: raw === '' ? null : sectionKind(raw),
  };
}

const WORD_AMOUNT =
  /^(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve|half|a few|few|several)\s+(?:pinch|dash|handful|cups?|tablespoons?|teaspoons?|tbsps?|tsps?|cloves?|cans?|large|medium|small|bunch(?:es)?|sprigs?|slices?|eggs?|onions?|lemons?|limes?|sticks?|pieces?|packets?|jars?|bottles?|knobs?|splash|drizzle|little)\b/i;
// "a drizzle of olive oil", "pinch of sea salt": a measure in words.
const WORD_MEASURE =
  /^(?:a\s+)?(?:pinch|dash|drizzle|handful|splash|knob|sprinkle|squeeze|sprig|few)\s+(?:of\s+)?\p{L}/iu;
// "ziemniaki 1 kilogram", "ベーコン 2枚", "Salz 1 Prise": the food first, the amount last (a short line).
const AMOUNT_LAST = /\S\s*(?:\d+(?:[.,/]\d+)?|[½¼¾⅓⅔⅛])\s*\p{L}{0,12}\.?\s*(?:\([^)]*\))?$/u;
const TO_TASTE = /\b(?:to taste|for serving|to serve|for garnish|to garnish|optional)\b/i;

/** A line that starts with an amount: "2 cups flour", "½ tsp salt", "a pinch of salt", "two eggs". */
export function startsWithQuantity(text: string): boolean {
  return startsWithAmount(text) || WORD_AMOUNT.test(text) || WORD_MEASURE.test(text);
}

const VERB =
  /^(?:preheat|heat|brown|bake|boil|simmer|cook|stir|mix|combine|place|put|add|serve|whisk|beat|bring|remove|pour|cover|let|leave|transfer|spread|fold|blend|arrange|drain|meanwhile|repeat|refrigerate|chill|grease|line|melt|cream|knead|roll|cut|chop|slice|season|sprinkle|toss|fry|saute|sauté|roast|grill|divide|set|allow|top|garnish|in a|using|once|when|while|after|then|finally|first|next|return|reduce|increase|turn|flip|drizzle|spoon|scoop|shape|form|press|brush|dust|sift|rub|marinate|soak|rinse|wash|peel|dice|mince|grate|squeeze|cool|store|enjoy|check|insert|wrap|unwrap|fill|stuff|layer)\b/i;

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** A line that reads as a step of a method: numbered, or a sentence with no amount first. */
export function isStepLike(line: TextLine): boolean {
  if (line.numbered) return true;
  const text = line.text;
  if (startsWithQuantity(text) || TO_TASTE.test(text)) return false;
  const words = wordCount(text);
  const sentence = /[.!?。！？]$/.test(text);
  return (VERB.test(text) && (words >= 3 || sentence)) || (sentence && words >= 3) || words >= 12;
}

/** A line that reads as an ingredient: an amount first, or a bulleted item that is no sentence. */
export function isIngredientLike(line: TextLine): boolean {
  if (line.numbered) return false;
  if (startsWithQuantity(line.text)) return true;
  if (
    wordCount(line.text) <= 6 &&
    line.text.length <= 120 &&
    AMOUNT_LAST.test(line.text) &&
    !/[!?。！？]$/.test(line.text)
  )
    return true;
  return (line.bulleted || TO_TASTE.test(line.text)) && !isStepLike(line);
}

/** Whether a text starts with a cooking verb ("Preheat the oven"): a step, even when short. */
export function startsWithVerb(text: string): boolean {
  return VERB.test(text);
}

const AMOUNT = amountPattern();
const AMOUNT_ALONE = new RegExp(`^(?:${AMOUNT})(?:\\s*[-–]\\s*(?:${AMOUNT}))?(?:\\s*(\\p{L}+\\.?))?$`, 'u');

/**
 * A line that is only an amount ("400 g", "1 dl", "½", "1 msk"): a page's table puts the amount in one cell
 * and the food in the next. A word after the number must be a unit (or a short abbreviation), so "2 eggs"
 * is no amount alone.
 */
export function isAmountAlone(text: string): boolean {
  const match = AMOUNT_ALONE.exec(text);
  if (!match) return false;
  const word = match[1];
  return !word || word.replace(/\.$/, '').length <= 3 || knownUnit(word) !== undefined;
}
