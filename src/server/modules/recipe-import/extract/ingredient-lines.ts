import { startsWithAmount } from '#domain/quantity/fractions.ts';
import { asList, cleanText } from './text.ts';

export interface Section {
  title: string;
  start: number;
}

/** Splits one raw value a site merged into several lines (newlines, `<br>`, list items). */
function splitMerged(raw: string): string[] {
  return raw.split(/\r?\n|\r|<br\s*\/?>|<\/(?:li|p|div)>/i);
}

const BULLET = /^(?:[•·▪◦*]|-(?!\d))\s*/;

/**
 * A line that heads a group rather than naming an ingredient: "For the sauce:", "Dough:", "SAUCE",
 * "For the topping". Amount-bearing lines ("Salt: 1 tsp") are not headers.
 */
export function isGroupHeader(line: string): boolean {
  if (line.length > 60 || /\d/.test(line)) return false;
  if (/:$/.test(line)) return true;
  if (/^for (the )?\p{L}[\p{L} -]*$/iu.test(line) && line.split(' ').length <= 5) return true;
  return /^[\p{Lu} &-]{3,}$/u.test(line) && line === line.toUpperCase() && /\p{Lu}{3}/u.test(line);
}

function lineText(item: unknown): string[] {
  if (typeof item === 'string') return splitMerged(item).map(cleanText);
  if (typeof item === 'number') return [String(item)];
  if (item && typeof item === 'object') {
    const obj = item as Record<string, unknown>;
    // A microdata item's whole text ('@text') is the line; its name alone would drop the amount.
    const text = obj.text ?? obj['@text'] ?? obj.name ?? obj['@value'];
    return typeof text === 'string' ? splitMerged(text).map(cleanText) : [cleanText(text)];
  }
  return [];
}

/**
 * A list given as one comma-joined string ("125ml milk, 1 tsp vinegar, 60ml oil") is split when every
 * part starts with an amount, so "salt, to taste" or "1 onion, diced" stay whole.
 */
function splitCommaJoined(items: unknown[]): unknown[] {
  if (items.length !== 1 || typeof items[0] !== 'string') return items;
  const parts = items[0].split(/,\s+/);
  return parts.length >= 3 && parts.every((p) => startsWithAmount(p.trim())) ? parts : items;
}

/** The recipe's ingredient lines in order, group headers taken out as section titles. */
export function ingredientLines(value: unknown): { lines: string[]; sections: Section[] } {
  const lines: string[] = [];
  const sections: Section[] = [];
  for (const item of splitCommaJoined(asList(value))) {
    for (const raw of lineText(item)) {
      const line = raw.replace(BULLET, '').trim();
      if (!line || /^[\p{P}\p{S}\s]+$/u.test(line)) continue;
      if (isGroupHeader(line)) {
        const title = line.replace(/:$/, '').trim();
        // Two headers in a row ("Cake", "For the batter:"): the nearer one names the lines.
        if (sections.at(-1)?.start === lines.length) sections[sections.length - 1].title = title;
        else sections.push({ title, start: lines.length });
        continue;
      }
      lines.push(line);
    }
  }
  return { lines, sections: sections.filter((s) => s.start < lines.length) };
}
