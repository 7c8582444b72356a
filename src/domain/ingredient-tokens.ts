import { DECIMAL_COMMA, type LineReading } from './line-reading.ts';
import { amountPattern, readAmount, SLASH_CLASS } from './quantity/fractions.ts';
import { knownUnit } from './quantity/units.ts';

/** Tokens of an ingredient line: amounts (one token per number, mixed number or range), words, punctuation. */

/** Amounts written as words ("a pinch", "two eggs", "half a lemon"). */
export const WORD_AMOUNTS: Record<string, number> = {
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

export type TokenKind = 'num' | 'range' | 'word' | 'punct';

export interface Token {
  text: string;
  /** Offsets into the original line, so that spans can be cut from it as written. */
  start: number;
  end: number;
  kind: TokenKind;
  /** The amount of a 'num' token, or the low end of a 'range'. */
  value?: number;
  /** The high end of a 'range'. */
  valueMax?: number;
}

// One amount: "1 1/2", "1½", "1 ½", "1/2", "½", "1.5", "1,5", "2".
const AMOUNT = amountPattern({ decimalComma: true });
// A range: "2-3", "2 - 3", "2–3", "1- to 2", "2 to 3", "2 or 3".
const RANGE = `${AMOUNT}\\s*(?:[-–—]\\s*(?:to\\s+)?|(?:to|or)\\s+)${AMOUNT}(?![\\d${SLASH_CLASS.slice(1, -1)}])`;
// A word, with inner hyphens and apostrophes, and brand marks kept on it ("McCormick®").
const WORD = `[\\p{L}\\p{M}][\\p{L}\\p{M}\\d'’®™]*(?:[-][\\p{L}\\p{M}\\d'’®™]+)*\\.?`;
const TOKEN_PARTS = `(?<range>${RANGE})|(?<compound>\\d+-\\p{L}[\\p{L}\\p{M}]*(?:-[\\p{L}\\p{M}]+)*)|(?<num>${AMOUNT})|(?<word>${WORD})|(?<punct>\\S)`;
const PERCENT = `(?<percent>\\d+(?:\\.\\d+)?%)`;
const TOKEN = new RegExp(`${PERCENT}|${TOKEN_PARTS}`, 'gu');
// English "1,500" and "12,000.5": a comma before exactly three digits groups thousands ("0,500" stays half).
const THOUSANDS = `(?<thousands>[1-9]\\d{0,2}(?:,\\d{3})+(?!\\d)(?:\\.\\d+)?)`;
const TOKEN_THOUSANDS = new RegExp(`${PERCENT}|${THOUSANDS}|${TOKEN_PARTS}`, 'gu');

// Lines read "1,5" as one and a half, as the tokens above do.
const amountValue = (text: string) => readAmount(text, { decimalComma: true });

function splitRange(text: string): [number, number] | undefined {
  const m = new RegExp(`^(${AMOUNT})\\s*(?:[-–—]\\s*(?:to\\s+)?|(?:to|or)\\s+)(${AMOUNT})$`, 'u').exec(text);
  if (!m) return undefined;
  const low = amountValue(m[1]);
  const high = amountValue(m[2]);
  return low === undefined || high === undefined ? undefined : [low, high];
}

/**
 * Splits a line into tokens. A word keeps a trailing dot only for abbreviations ("oz.", "lb."). A comma
 * between digits is the decimal mark, unless `reading` says that it groups thousands.
 */
export function tokenize(line: string, reading: LineReading = DECIMAL_COMMA): Token[] {
  const tokens: Token[] = [];
  for (const m of line.matchAll(reading.thousandsComma ? TOKEN_THOUSANDS : TOKEN)) {
    const start = m.index;
    let text = m[0];
    const groups = m.groups!;
    if (groups.thousands) {
      tokens.push({ text, start, end: start + text.length, kind: 'num', value: Number(text.replaceAll(',', '')) });
      continue;
    }
    if (groups.range) {
      const range = splitRange(text);
      if (range) {
        tokens.push({ text, start, end: start + text.length, kind: 'range', value: range[0], valueMax: range[1] });
        continue;
      }
    }
    if (groups.range || groups.num) {
      const value = amountValue(text);
      if (value !== undefined) {
        tokens.push({ text, start, end: start + text.length, kind: 'num', value });
        continue;
      }
    }
    if (groups.compound) {
      // "10-year aged", "15-bean soup": one word, unless the word is a unit ("8-ounce", "2-inch").
      const dash = text.indexOf('-');
      if (!knownUnit(text.slice(dash + 1))) {
        tokens.push({ text, start, end: start + text.length, kind: 'word' });
        continue;
      }
      const num = text.slice(0, dash);
      const unit = text.slice(dash + 1);
      tokens.push({ text: num, start, end: start + dash, kind: 'num', value: Number(num) });
      tokens.push({ text: '-', start: start + dash, end: start + dash + 1, kind: 'punct' });
      tokens.push({ text: unit, start: start + dash + 1, end: start + text.length, kind: 'word' });
      continue;
    }
    if (groups.percent) {
      // "2% milk": part of the food, not an amount.
      tokens.push({ text, start, end: start + text.length, kind: 'word' });
      continue;
    }
    if (groups.word) {
      // Keep the dot of "oz." with its word, but not a full stop after a long word.
      if (text.endsWith('.') && text.length > 5) text = text.slice(0, -1);
      tokens.push({ text, start, end: start + text.length, kind: 'word' });
      if (text !== m[0])
        tokens.push({ text: '.', start: start + text.length, end: start + m[0].length, kind: 'punct' });
      continue;
    }
    tokens.push({ text, start, end: start + text.length, kind: 'punct' });
  }
  return tokens;
}
