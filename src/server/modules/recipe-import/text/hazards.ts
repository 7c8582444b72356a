import { SLASH_CLASS } from '#domain/quantity/fractions.ts';

/**
 * A line the reader changed because what it read is likely wrong (bring-in.md, "Photo, scan or PDF"):
 * `index` the ingredient line (from 0), `read` the line as recognised, `proposed` the line the draft holds.
 */
export interface Hazard {
  index: number;
  read: string;
  proposed: string;
  reason: string;
}

// Denominators a kitchen measures in: 11/2 → 1 1/2, but 10/3 or 12/7 stay as written.
const KITCHEN_DENOMINATORS = new Set([2, 3, 4, 8, 16]);

// An improper fraction standing alone: not part of a date (11/2/2024), a decimal or a longer number.
const IMPROPER = new RegExp(`(?<![\\d.,/⁄∕])(\\d{2,3})(${SLASH_CLASS})(\\d{1,2})(?![\\d/⁄∕]|[.,]\\d)`, 'gu');

/** The mixed number a run-together "11/2" most likely was, or null when the fraction is plausible as it is. */
function mixedNumber(numerator: string, slash: string, denominator: string): string | null {
  const den = Number(denominator);
  if (!KITCHEN_DENOMINATORS.has(den) || Number(numerator) <= den) return null;
  // The last digit (or two, for sixteenths) is the fraction's numerator; the digits before, the whole.
  for (const width of den === 16 ? [2, 1] : [1]) {
    const whole = numerator.slice(0, -width);
    const part = Number(numerator.slice(-width));
    if (whole && !whole.startsWith('0') && part > 0 && part < den) return `${whole} ${part}${slash}${den}`;
  }
  return null;
}

/** One line with every run-together mixed number split ("11/2 cups flour" → "1 1/2 cups flour"). */
function proposedLine(line: string): string {
  return line.replace(IMPROPER, (whole: string, numerator: string, slash: string, denominator: string) => {
    return mixedNumber(numerator, slash, denominator) ?? whole;
  });
}

/**
 * Ingredient lines with OCR-style improper fractions ("11/2", "21/4") replaced by the mixed number that is
 * likely meant, and one hazard per changed line, so that no line is silently read as 11/2 = 5.5.
 */
export function proposeMixedNumbers(lines: readonly string[]): { lines: string[]; hazards: Hazard[] } {
  const hazards: Hazard[] = [];
  const out = lines.map((read, index) => {
    const proposed = proposedLine(read);
    if (proposed !== read) {
      hazards.push({
        index,
        read,
        proposed,
        reason: `We read “${read}”, where a mixed number is likely; check it.`,
      });
    }
    return proposed;
  });
  return { lines: out, hazards };
}
